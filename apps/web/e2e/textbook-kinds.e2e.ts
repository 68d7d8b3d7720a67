import { COMPOSITE_KINDS, type ExerciseKind, KIND_INFO, OBJECTIVE_KINDS } from "@hibiki/exercises";
import { check, type Journey, login } from "./helpers.ts";
import { completeResource, resourcesByKind } from "./textbook-solver.ts";

/**
 * Every objective and composite kind, each completed in practice and exam mode. Word tests are not
 * textbook resources (the word-test journey covers them).
 */
const KINDS: ExerciseKind[] = [...OBJECTIVE_KINDS.filter((k) => k !== "word-test"), ...COMPOSITE_KINDS];

/** Result test id of a kind's layout: composites render their parts' layouts inside result-<kind>. */
const resultId = (kind: string) => `result-${kind}`;

// Each mode signs in as its own student, so the two run side by side with the other long journeys.
export const journeys: Journey[] = (
  [
    ["practice", "student8", 200],
    ["exam", "student9", 150],
  ] as const
).map(([mode, student, seconds]) => ({
  name: `textbook: ${student} completes a section of each objective kind in ${mode} mode`,
  parallel: true,
  seconds,
  async run({ baseUrl, newPage }) {
    const codes = resourcesByKind();
    const page = await newPage();
    await login(page, baseUrl, student);
    // TEXTBOOK_KINDS=a,b narrows a run to some kinds while debugging.
    const only = process.env.TEXTBOOK_KINDS?.split(",") ?? KINDS;
    for (const kind of KINDS.filter((k) => only.includes(k))) {
      const code = codes.get(kind);
      check(code, `the catalogue has a ${kind} resource`);
      await page.goto(`${baseUrl}/textbook/details?res_code=${code}&mode=${mode}`);
      await completeResource(page, kind);
      await page.getByTestId(resultId(kind)).first().waitFor({ timeout: 10_000 });
      const grade = (await page.getByTestId("result-grade").textContent())?.trim() ?? "";
      check(/[ABC]$/.test(grade), `${kind}: a grade A/B/C is shown, got "${grade}"`);
      const score = (await page.getByTestId("result-score").textContent()) ?? "";
      check(/\d/.test(score), `${kind}: a score is shown, got "${score}"`);
      // reading pages (treatment policy, grammar lessons) have no numbered rows
      if (KIND_INFO[kind].resultLayout !== "treatment-policy") {
        await page.getByTestId("result-row").first().waitFor({ timeout: 10_000 });
        const rows = await page.getByTestId("result-row").count();
        check(rows > 0, `${kind}: the result lists numbered rows`);
        const first = (await page.getByTestId("result-row").first().textContent()) ?? "";
        check(first.includes("No.1"), `${kind}: rows are numbered No.n, got "${first.slice(0, 60)}"`);
      }
    }
  },
}));
