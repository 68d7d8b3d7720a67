// CEFR-J placement bench (issue 19): 1,000 simulated test-takers with known abilities take the adaptive
// placement (packages/exercises/src/cefr) on a bank shaped like the real one, and, as the baseline in the
// same run, a fixed staircase (three items per step from A1.1 up, two right to go on). Prints, for both:
// Pearson r between true and estimated ability, the share placed in the right step and within one step,
// items per test, estimated minutes per test, and, for the adaptive test, how often the 95% band holds the
// true step.
//   node --import tsx bench/cefr-cat.mjs [--n 1000] [--seed 19] [--per-cell 12]
import { CEFR_STEPS, stepCentre, stepOf } from "../packages/exercises/src/cefr/levels.ts";
import { pCorrect } from "../packages/exercises/src/cefr/rasch.ts";
import {
  normal,
  seededRandom,
  simulatePlacement,
  syntheticBank,
} from "../packages/exercises/src/cefr/simulate.ts";

const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : def;
};
const N = opt("n", 1000);
const SEED = opt("seed", 19);
const PER_CELL = opt("per-cell", 12);
// Seconds a student spends on one item of each skill (a listening clip played once, a short passage, a
// recorded answer): for the time estimate only.
const SECONDS = { listening: 35, reading: 45, vocabulary: 12, grammar: 15, speaking: 40 };

const pearson = (xs, ys) => {
  const m = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = m(xs);
  const my = m(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
};
const pct = (n) => `${(100 * n).toFixed(1)}%`;
const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;

/** The baseline: three items per step from A1.1 upward; two of three right to go on; placed at the last step passed. */
function staircase(theta, random) {
  const skills = ["listening", "reading", "grammar"];
  let placed = 0;
  let items = 0;
  const seconds = [];
  for (let step = 1; step < CEFR_STEPS.length; step++) {
    let right = 0;
    for (let k = 0; k < 3; k++) {
      const b = stepCentre(step) + (random() - 0.5) * 0.6;
      if (random() < pCorrect(theta, { b })) right++;
      items++;
      seconds.push(SECONDS[skills[k]]);
    }
    if (right < 2) break;
    placed = step;
  }
  return {
    placedStep: placed,
    estimate: stepCentre(placed),
    items,
    seconds: seconds.reduce((a, b) => a + b, 0),
  };
}

const random = seededRandom(SEED);
const bank = syntheticBank(PER_CELL, random);
// Abilities of a school population: a wide normal around A2.1/A2.2, clipped to the scale.
const thetas = Array.from({ length: N }, () => Math.max(-3.2, Math.min(3.2, 1.4 * normal(random))));

const t0 = performance.now();
const cat = thetas.map((t) => simulatePlacement(bank, t, random));
const catMs = performance.now() - t0;
const stair = thetas.map((t) => staircase(t, random));

const catMinutes = cat.map((r) => Object.entries(r.skills).reduce((s, [k, n]) => s + SECONDS[k] * n, 0) / 60);
const report = {
  n: N,
  bank_items: bank.size,
  adaptive: {
    r: +pearson(
      thetas,
      cat.map((r) => r.estimate),
    ).toFixed(3),
    exact_step: +mean(cat.map((r) => (r.placedStep === r.trueStep ? 1 : 0))).toFixed(3),
    within_one_step: +mean(cat.map((r) => (Math.abs(r.placedStep - r.trueStep) <= 1 ? 1 : 0))).toFixed(3),
    band_holds_true_step: +mean(
      cat.map((r) => (r.bandLow <= r.trueStep && r.trueStep <= r.bandHigh ? 1 : 0)),
    ).toFixed(3),
    items_mean: +mean(cat.map((r) => r.items)).toFixed(1),
    items_max: Math.max(...cat.map((r) => r.items)),
    minutes_mean: +mean(catMinutes).toFixed(1),
    minutes_max: +Math.max(...catMinutes).toFixed(1),
    se_mean: +mean(cat.map((r) => r.se)).toFixed(3),
    ms_per_test: +(catMs / N).toFixed(1),
  },
  staircase: {
    r: +pearson(
      thetas,
      stair.map((r) => r.estimate),
    ).toFixed(3),
    exact_step: +mean(stair.map((r, i) => (r.placedStep === stepOf(thetas[i]) ? 1 : 0))).toFixed(3),
    within_one_step: +mean(
      stair.map((r, i) => (Math.abs(r.placedStep - stepOf(thetas[i])) <= 1 ? 1 : 0)),
    ).toFixed(3),
    items_mean: +mean(stair.map((r) => r.items)).toFixed(1),
    minutes_mean: +mean(stair.map((r) => r.seconds / 60)).toFixed(1),
  },
};

console.log(
  `CEFR-J placement: ${N} simulated test-takers, synthetic bank of ${bank.size} items (seed ${SEED})`,
);
console.log("                     adaptive   staircase (baseline)");
const row = (label, a, b) =>
  console.log(`${label.padEnd(20)} ${String(a).padStart(8)}   ${String(b).padStart(8)}`);
row("r (true, estimate)", report.adaptive.r, report.staircase.r);
row("right step", pct(report.adaptive.exact_step), pct(report.staircase.exact_step));
row("within one step", pct(report.adaptive.within_one_step), pct(report.staircase.within_one_step));
row("items per test", report.adaptive.items_mean, report.staircase.items_mean);
row("minutes per test", report.adaptive.minutes_mean, report.staircase.minutes_mean);
console.log(
  `adaptive: at most ${report.adaptive.items_max} items and ${report.adaptive.minutes_max} min; mean SE ${report.adaptive.se_mean}; 95% band holds the true step ${pct(report.adaptive.band_holds_true_step)}; ${report.adaptive.ms_per_test} ms of CPU per test`,
);
console.log(
  `ratios adaptive / staircase: within-one-step ${(report.adaptive.within_one_step / report.staircase.within_one_step).toFixed(2)}, items ${(report.adaptive.items_mean / report.staircase.items_mean).toFixed(2)}`,
);
console.log("\nJSON SUMMARY");
console.log(JSON.stringify(report));
