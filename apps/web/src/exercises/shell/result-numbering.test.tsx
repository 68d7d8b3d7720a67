import { describe, expect, it } from "vitest";
import { resourceNumbering } from "./result-numbering.ts";

describe("question labels of a mixed result", () => {
  it("numbers every item in order, and an Eiken interview from its first question after the reading", () => {
    const items = ["read", "q1", "q2"].map((question_id) => ({ question_id }));
    expect([...(resourceNumbering({ kind: "mixed", res_code: "mix-1", items }) ?? [])]).toEqual([
      ["read", "No.1"],
      ["q1", "No.2"],
      ["q2", "No.3"],
    ]);
    expect([
      ...(resourceNumbering({ kind: "mixed", res_code: "eiken-interview-g3-x", items }) ?? []),
    ]).toEqual([
      ["read", "音読"],
      ["q1", "No.1"],
      ["q2", "No.2"],
    ]);
    expect(resourceNumbering({ kind: "grammar-choice", items })).toBeNull();
  });
});
