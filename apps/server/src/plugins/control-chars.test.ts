import { describe, expect, it } from "vitest";
import { controlCharField } from "./control-chars.ts";

describe("controlCharField", () => {
  it.each([
    [{ a: "fine", b: "also\tfine\r\n" }, undefined],
    [{ a: "x\u0000y" }, "body.a"],
    [{ list: ["ok", "b\u007f"] }, "body.list.1"],
    [{ nested: { deep: "\u0008" } }, "body.nested.deep"],
    [{ "k\u0000": "v" }, "body.k\u0000"],
    ["top\u0001", "body"],
    [Buffer.from([0, 1, 2]), undefined],
    [null, undefined],
  ])("%j → %s", (value, path) => {
    expect(controlCharField(value, "body")).toBe(path);
  });
});
