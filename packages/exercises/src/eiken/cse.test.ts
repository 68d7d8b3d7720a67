import { describe, expect, it } from "vitest";
import { estimateCse } from "./cse.ts";
import { EIKEN_FORMAT, EIKEN_GRADES, EIKEN_SECTIONS, eikenSkills } from "./format.ts";

describe("Eiken format and CSE estimate", () => {
  it("lists each grade's sections once, in the exercise kinds the content is written in", () => {
    for (const grade of EIKEN_GRADES) {
      const sections = EIKEN_FORMAT[grade].parts.map((p) => p.section);
      expect(new Set(sections).size, grade).toBe(sections.length);
      for (const p of EIKEN_FORMAT[grade].parts) {
        expect(EIKEN_SECTIONS[p.section].skill === "listening", `${grade} ${p.section}`).toBe(
          p.plays !== undefined,
        );
        expect(EIKEN_SECTIONS[p.section].skill === "writing", `${grade} ${p.section}`).toBe(
          p.words !== undefined,
        );
      }
    }
    expect(eikenSkills("5")).toEqual(["reading", "listening"]);
    expect(eikenSkills("3")).toEqual(["reading", "listening", "writing"]);
    expect(EIKEN_FORMAT["3"].parts.find((p) => p.section === "listen-1")?.plays).toBe(1);
  });

  it("puts 60% in every skill on the pass line, 100% on the maximum and 0% on 0", () => {
    const pass = estimateCse("3", { reading: 60, listening: 60, writing: 60 });
    expect(pass.total).toBe(1103);
    expect(pass.passed).toBe(true);
    const top = estimateCse("3", { reading: 100, listening: 100, writing: 100 });
    expect(top.total).toBe(1650);
    expect(top.skills.every((s) => s.cse === 550)).toBe(true);
    expect(estimateCse("3", {}).total).toBe(0);
    expect(estimateCse("5", { reading: 100, listening: 100 }).total).toBe(850);
  });

  it("fails a student strong in reading but with no writing, and grows with every skill", () => {
    const r = estimateCse("3", { reading: 100, listening: 70 });
    expect(r.passed).toBe(false);
    expect(r.skills.find((s) => s.skill === "writing")?.cse).toBe(0);
    const a = estimateCse("pre-2", { reading: 55, listening: 55, writing: 55 }).total;
    const b = estimateCse("pre-2", { reading: 65, listening: 55, writing: 55 }).total;
    expect(b).toBeGreaterThan(a);
    expect(estimateCse("pre-2-plus", {}).confirmed).toBe(false);
  });
});
