import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { parseFormBody, percentDecodes, utf8Text } from "./utf8.ts";

describe("UTF-8 input", () => {
  it("decodes UTF-8 bodies and refuses broken byte sequences", () => {
    expect(utf8Text(Buffer.from('{"name":"さくら 🎌"}'))).toBe('{"name":"さくら 🎌"}');
    for (const bytes of [[0xff], [0xc3, 0x28], [0xe3, 0x81], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      const r = utf8Text(Buffer.from([0x61, ...bytes]));
      expect(r, bytes.join(",")).toBeInstanceOf(AppError);
      expect((r as AppError).status).toBe(400);
      expect((r as AppError).fields).toEqual({ body: "not valid UTF-8" });
    }
  });

  it("requires every percent-escape to decode to UTF-8", () => {
    expect(percentDecodes("a=1&b=%E3%81%82&c=50%25&d=a+b")).toBe(true);
    expect(percentDecodes("")).toBe(true);
    for (const bad of ["a=%FF", "a=%E3%81", "a=100%", "a=%ED%A0%80", "a=%C0%AF", "%zz=1"])
      expect(percentDecodes(bad), bad).toBe(false);
  });

  it("parses form bodies like @fastify/formbody did, repeated keys as arrays", () => {
    expect(parseFormBody(Buffer.from("account=%E3%81%82&password=p+w&k=1&k=2"))).toEqual({
      account: "あ",
      password: "p w",
      k: ["1", "2"],
    });
    expect(parseFormBody(Buffer.from(""))).toEqual({});
    expect(parseFormBody(Buffer.from("account=%FF"))).toBeInstanceOf(AppError);
    expect(parseFormBody(Buffer.from([0x61, 0x3d, 0xff]))).toBeInstanceOf(AppError);
  });
});
