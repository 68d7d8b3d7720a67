import { describe, expect, it } from "vitest";
import { type GbdtModel, parseGbdtModel, predict } from "../../src/speech/model/gbdt.ts";
import { createRng, type Rng } from "./gbdt-rng.ts";
import { crossValidate, type FitOptions, featureImportance, fitGbdt } from "./gbdt-train.ts";

interface Data {
  X: number[][];
  y: number[];
}

function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** n rows of `width` features uniform in -1..1, with y = target(x) + noise. */
function sample(seed: number, n: number, width: number, target: (x: number[], rng: Rng) => number): Data {
  const rng = createRng(seed);
  const X: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = Array.from({ length: width }, () => 2 * rng() - 1);
    X.push(x);
    y.push(target(x, rng));
  }
  return { X, y };
}

const names = (width: number) => Array.from({ length: width }, (_, i) => `x${i}`);

function r2(pred: number[], y: number[]): number {
  const mean = y.reduce((a, b) => a + b, 0) / y.length;
  let sse = 0;
  let sst = 0;
  y.forEach((t, i) => {
    sse += (pred[i]! - t) ** 2;
    sst += (t - mean) ** 2;
  });
  return 1 - sse / sst;
}

/** Least squares with an intercept, by the normal equations and Gaussian elimination. */
function linearFit(train: Data): (x: number[]) => number {
  const k = train.X[0]!.length + 1;
  const A = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  train.X.forEach((x, i) => {
    const row = [1, ...x];
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) A[a]![b]! += row[a]! * row[b]!;
      A[a]![k]! += row[a]! * train.y[i]!;
    }
  });
  for (let c = 0; c < k; c++)
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const factor = A[r]![c]! / A[c]![c]!;
      for (let j = c; j <= k; j++) A[r]![j]! -= factor * A[c]![j]!;
    }
  const beta = A.map((row, c) => row[k]! / row[c]!);
  return (x) => beta.reduce((sum, b, j) => sum + b * (j === 0 ? 1 : x[j - 1]!), 0);
}

const predictAll = (model: GbdtModel, X: number[][]) => X.map((x) => predict(model, x));
const base: FitOptions = { trees: 150, depth: 4, learningRate: 0.1, minLeaf: 10 };
const wave = (x: number[], rng: Rng) => Math.sin(3 * x[0]!) + x[1]! ** 2 + 0.1 * gauss(rng);

describe("fitGbdt", () => {
  it("fits a nonlinear function far better than a linear model, and ranks the useful features first", () => {
    const train = sample(1, 1500, 3, wave);
    const test = sample(2, 1000, 3, wave);
    const model = fitGbdt(train.X, train.y, names(3), base);
    const tree = r2(predictAll(model, test.X), test.y);
    const line = linearFit(train);
    const linear = r2(test.X.map(line), test.y);
    expect(tree).toBeGreaterThan(0.9);
    expect(linear).toBeLessThan(0.7);
    expect(tree - linear).toBeGreaterThan(0.25);
    expect(featureImportance(model).map((e) => e.feature)).toEqual(["x0", "x1", "x2"]);
  });

  it("learns probabilities with the logistic loss", () => {
    const label = (x: number[], rng: Rng) => (x[0]! + x[1]! ** 2 - 0.3 + 0.1 * gauss(rng) > 0 ? 1 : 0);
    const train = sample(3, 2000, 4, label);
    const test = sample(4, 1000, 4, label);
    const model = fitGbdt(train.X, train.y, names(4), { ...base, loss: "logistic" });
    const p = predictAll(model, test.X);
    const accuracy = p.filter((q, i) => (q > 0.5 ? 1 : 0) === test.y[i]).length / p.length;
    expect(accuracy).toBeGreaterThan(0.9);
    expect(p.every((q) => q > 0 && q < 1)).toBe(true);
    expect(model.loss).toBe("logistic");
  });

  it.each([
    ["larger", 2],
    ["smaller", -1],
  ])("learns where missing values go (missing rows have %s targets)", (_, missingTarget) => {
    const target = (x: number[], rng: Rng) => {
      if (rng() < 0.3) x[0] = Number.NaN;
      return (Number.isNaN(x[0]!) ? missingTarget : x[0]!) + 0.05 * gauss(rng);
    };
    const train = sample(5, 1500, 2, target);
    const test = sample(6, 1000, 2, target);
    const model = fitGbdt(train.X, train.y, names(2), base);
    const p = predictAll(model, test.X);
    const missing = test.X.flatMap((x, i) => (Number.isNaN(x[0]!) ? [Math.abs(p[i]! - missingTarget)] : []));
    expect(missing.length).toBeGreaterThan(200);
    expect(Math.max(...missing)).toBeLessThan(0.15);
    expect(r2(p, test.y)).toBeGreaterThan(0.97);
    // A NaN where training never had one still gives a finite prediction.
    expect(Number.isFinite(predict(model, [0.2, Number.NaN]))).toBe(true);
  });

  it.each([0, 1])(
    "sends missing values to the side they resemble in one split (missing target %i)",
    (missingTarget) => {
      const { X, y } = sample(19, 600, 1, (x, rng) => {
        if (rng() < 0.3) x[0] = Number.NaN;
        return Number.isNaN(x[0]!) ? missingTarget : x[0]! > 0 ? 1 : 0;
      });
      const stump = fitGbdt(X, y, ["x"], { ...base, trees: 1, depth: 1, learningRate: 1, l2: 0 });
      expect(stump.trees[0]!.m[0]).toBe(missingTarget);
      expect(predict(stump, [Number.NaN])).toBeCloseTo(missingTarget, 5);
      expect(predict(stump, [-0.5])).toBeCloseTo(0, 5);
      expect(predict(stump, [0.5])).toBeCloseTo(1, 5);
    },
  );

  it("uses sample weights", () => {
    const rng = createRng(7);
    const X = Array.from({ length: 1000 }, () => [rng()]);
    const y = X.map((_, i) => i % 2);
    const weights = X.map(([x], i) => (x! < 0.5 === (i % 2 === 1) ? 9 : 1));
    const opts = { ...base, trees: 60, learningRate: 0.3, l2: 0 };
    const weighted = fitGbdt(X, y, ["x"], { ...opts, weights });
    const unweighted = fitGbdt(X, y, ["x"], opts);
    const meanOver = (model: GbdtModel, from: number) =>
      Array.from({ length: 41 }, (_, i) => predict(model, [from + i * 0.01])).reduce((a, b) => a + b) / 41;
    expect(meanOver(weighted, 0.05)).toBeCloseTo(0.9, 1);
    expect(meanOver(weighted, 0.55)).toBeCloseTo(0.1, 1);
    expect(meanOver(unweighted, 0.05)).toBeCloseTo(0.5, 1);
    expect(meanOver(unweighted, 0.55)).toBeCloseTo(0.5, 1);
  });

  it("gives the identical model for the same seed and another one for another seed", () => {
    const train = sample(8, 800, 6, wave);
    const opts = { ...base, trees: 40, subsample: 0.7, colsample: 0.5, seed: 42 };
    const a = JSON.stringify(fitGbdt(train.X, train.y, names(6), opts));
    expect(JSON.stringify(fitGbdt(train.X, train.y, names(6), opts))).toBe(a);
    expect(JSON.stringify(fitGbdt(train.X, train.y, names(6), { ...opts, seed: 43 }))).not.toBe(a);
  });

  it("keeps the prediction monotone in constrained features everywhere", () => {
    const target = (x: number[], rng: Rng) => {
      if (rng() < 0.1) x[1] = Number.NaN;
      const x1 = Number.isNaN(x[1]!) ? 0 : x[1]!;
      return (
        x[0]! + 0.6 * Math.sin(6 * x[0]!) + x1 * x[0]! - x[2]! + 0.4 * Math.sin(8 * x[2]!) + 0.2 * gauss(rng)
      );
    };
    const train = sample(9, 2000, 4, target);
    const opts = { ...base, depth: 5, subsample: 0.8, colsample: 0.75 };
    const free = fitGbdt(train.X, train.y, names(4), opts);
    const tied = fitGbdt(train.X, train.y, names(4), { ...opts, monotone: [1, 0, -1, 0] });
    const points = sample(10, 200, 4, target).X;
    const violations = (model: GbdtModel, feature: number, sign: number) => {
      let count = 0;
      for (const point of points) {
        let last = Number.NEGATIVE_INFINITY;
        for (let step = 0; step <= 120; step++) {
          const x = [...point];
          x[feature] = -1.2 + step * 0.02;
          const value = sign * predict(model, x);
          if (value < last) count++;
          last = value;
        }
      }
      return count;
    };
    expect(violations(free, 0, 1)).toBeGreaterThan(100);
    expect(violations(free, 2, -1)).toBeGreaterThan(100);
    expect(violations(tied, 0, 1)).toBe(0);
    expect(violations(tied, 2, -1)).toBe(0);
    expect(r2(predictAll(tied, train.X), train.y)).toBeGreaterThan(0.6);
  });

  it("survives a JSON round trip with compact numbers", () => {
    const train = sample(11, 1000, 3, (x, rng) => {
      if (rng() < 0.2) x[2] = Number.NaN;
      return wave(x, rng);
    });
    const model = fitGbdt(train.X, train.y, names(3), base);
    const loaded = parseGbdtModel(JSON.parse(JSON.stringify(model)));
    for (const x of sample(12, 300, 3, wave).X.concat(train.X.slice(0, 300))) {
      const want = predict(model, x);
      expect(Math.abs(predict(loaded, x) - want)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(want)));
    }
    const short = (v: number) => Number(v.toPrecision(6)) === v;
    for (const tree of model.trees) expect(tree.t.every(short) && tree.v.every(short)).toBe(true);
  });

  it("stops early on a pure-noise target and keeps the best prefix of trees", () => {
    const noise = (_: number[], rng: Rng) => gauss(rng);
    const [train, valid] = [sample(13, 1000, 5, noise), sample(14, 500, 5, noise)];
    const opts = { ...base, trees: 300 };
    const model = fitGbdt(train.X, train.y, names(5), { ...opts, earlyStop: { ...valid, rounds: 20 } });
    expect(model.trees.length).toBeLessThan(20);
    const [signal, check] = [sample(15, 1000, 5, wave), sample(16, 500, 5, wave)];
    const rounds = 20;
    const good = fitGbdt(signal.X, signal.y, names(5), { ...opts, earlyStop: { ...check, rounds } });
    const kept = good.trees.length;
    expect(kept).toBeGreaterThan(40);
    expect(kept).toBeLessThan(300);
    // Early stopping does not change how trees grow: the model is a prefix of the full one, and the
    // validation loss of that prefix is the lowest up to where training stopped.
    const full = fitGbdt(signal.X, signal.y, names(5), opts);
    expect(JSON.stringify(good.trees)).toBe(JSON.stringify(full.trees.slice(0, kept)));
    const loss = (trees: number) => {
      const prefix = { ...full, trees: full.trees.slice(0, trees) };
      return check.X.reduce((sum, x, i) => sum + (predict(prefix, x) - check.y[i]!) ** 2, 0);
    };
    const best = loss(kept);
    for (let trees = 0; trees <= kept + rounds; trees += 5) expect(loss(trees)).toBeGreaterThanOrEqual(best);
    expect(loss(kept + rounds)).toBeGreaterThan(best);
  });

  it("refuses invalid inputs with a clear message", () => {
    const { X, y } = sample(17, 20, 2, wave);
    expect(() => fitGbdt(X, y, names(2), { ...base, loss: "logistic" })).toThrow(
      /logistic targets must lie in 0..1/,
    );
    expect(() => fitGbdt(X, y, names(3), base)).toThrow(/X\[0\] has 2 values, expected 3/);
    expect(() => fitGbdt(X, y, names(2), { ...base, monotone: [1] })).toThrow(/monotone has 1 values/);
    expect(() => fitGbdt(X, y.slice(1), names(2), base)).toThrow(/y has 19 values for 20 rows/);
  });
});

describe("crossValidate", () => {
  // 40 speakers with their own offset; x0 identifies the speaker, so a model that has seen a speaker's
  // other rows predicts the offset, and one that has not cannot.
  const speakers = 40;
  const rng = createRng(18);
  const offset = Array.from({ length: speakers }, () => gauss(rng));
  const groups = Array.from({ length: speakers * 15 }, (_, i) => `spk${i % speakers}`);
  const X = groups.map((_, i) => [i % speakers, rng()]);
  const y = groups.map((_, i) => offset[i % speakers]! + 0.1 * gauss(rng));
  const opts = { ...base, trees: 60, minLeaf: 5, learningRate: 0.2 };
  const mse = (p: number[]) => p.reduce((sum, q, i) => sum + (q - y[i]!) ** 2, 0) / p.length;

  it("never splits a group across folds and so cannot learn a speaker from itself", () => {
    const grouped = crossValidate(X, y, ["speaker", "noise"], opts, 5, groups);
    const foldOf = new Map<string, number>();
    groups.forEach((g, i) => {
      expect(foldOf.get(g) ?? grouped.folds[i]).toBe(grouped.folds[i]);
      foldOf.set(g, grouped.folds[i]!);
    });
    for (let k = 0; k < 5; k++) expect(grouped.folds.filter((f) => f === k).length).toBe(120);
    expect(grouped.predictions.every(Number.isFinite)).toBe(true);
    const rowwise = crossValidate(X, y, ["speaker", "noise"], opts, 5);
    expect(mse(rowwise.predictions)).toBeLessThan(0.1);
    expect(mse(grouped.predictions)).toBeGreaterThan(0.5);
  });

  it("refuses fewer groups than folds", () => {
    expect(() =>
      crossValidate(
        X,
        y,
        ["speaker", "noise"],
        opts,
        5,
        groups.map((_, i) => i % 3),
      ),
    ).toThrow(/groups cannot fill 5 folds/);
  });
});
