import { describe, expect, it } from "vitest";
import {
  SKILLUP_TYPE_CODES,
  SkillupResourceListQuerySchema,
  SkillupResourceSchema,
  skillupResourceList,
  skillupTypeList,
} from "./skillup.ts";

describe("skill-up calls", () => {
  it("are student GET calls under /v3/skillup; resource-list reads the type", () => {
    expect(skillupResourceList.query).toBe(SkillupResourceListQuerySchema);
    for (const c of [skillupTypeList, skillupResourceList]) {
      expect(c.method).toBe("GET");
      expect(c.auth).toBe("student");
      expect(c.path.startsWith("/v3/skillup/")).toBe(true);
    }
  });

  it("lists the seven home quick-link types, each a valid type parameter", () => {
    expect(SKILLUP_TYPE_CODES).toHaveLength(7);
    const query = SkillupResourceListQuerySchema;
    for (const type of SKILLUP_TYPE_CODES) expect(query.parse({ type })).toEqual({ type });
  });

  it("trims the type and refuses empty, odd or over-long values", () => {
    const query = SkillupResourceListQuerySchema;
    expect(query.parse({ type: " reading " })).toEqual({ type: "reading" });
    for (const type of ["", "Reading", "read ing", "../x", "a".repeat(51)]) {
      expect(query.safeParse({ type }).success).toBe(false);
    }
    expect(query.safeParse({}).success).toBe(false);
  });

  it("a resource row takes a null last_practised_at and refuses an unknown kind", () => {
    const row = {
      res_code: "su-reading-1",
      res_id: 1,
      res_title: "読もう",
      res_title_en: "Read",
      kind: "sentence-reading",
      res_version: 1,
      item_count: 3,
      learn_count: 0,
      best_score: 0,
      is_completed: 0,
      last_practised_at: null,
    };
    expect(SkillupResourceSchema.safeParse(row).success).toBe(true);
    expect(SkillupResourceSchema.safeParse({ ...row, kind: "karaoke" }).success).toBe(false);
  });
});
