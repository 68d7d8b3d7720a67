import { EIKEN_FORMAT, type EikenGradeCode, type EikenSkill, eikenSkills } from "./format.ts";

/**
 * An estimated CSE score from the share of points per skill (the mock test's result label). Real CSE
 * scores are equated per sitting, so no formula gives them; this one only keeps the known anchors: about
 * 60% right in every skill lands on the first-stage pass line, 100% on the skill's maximum, 0% on 0, and
 * it is linear between. Always shown as an estimate.
 * @param grade - the grade
 * @param percent - 0-100 per skill the grade tests (a missing skill counts 0)
 * @returns each skill's estimate, the total, the pass line and whether the estimate passes
 */
export function estimateCse(grade: EikenGradeCode, percent: Partial<Record<EikenSkill, number>>) {
  const { cse } = EIKEN_FORMAT[grade];
  const skills = eikenSkills(grade);
  const passPer = cse.pass / skills.length;
  const bySkill = skills.map((skill) => {
    const p = Math.min(100, Math.max(0, percent[skill] ?? 0)) / 100;
    const value =
      p <= 0.6 ? (passPer * p) / 0.6 : passPer + ((cse.max_per_skill - passPer) * (p - 0.6)) / 0.4;
    return { skill, raw: value, cse: Math.round(value), cse_max: cse.max_per_skill };
  });
  // the total rounds the exact sum, so three skills at the pass share make exactly the pass line
  const total = Math.round(bySkill.reduce((n, s) => n + s.raw, 0));
  return {
    skills: bySkill.map(({ raw: _raw, ...s }) => s),
    total,
    max: cse.max_per_skill * skills.length,
    pass: cse.pass,
    confirmed: cse.confirmed,
    passed: total >= cse.pass,
  };
}
