import { describe, expect, it } from "vitest";
import { type GbdtModel, parseGbdtModel, predict, predictRaw, predictTree } from "./gbdt.ts";

// x0 <= 0.5 ? (x1 <= 2 ? 1 : 2) : 3, NaN in x0 goes right, NaN in x1 goes left.
const tree = {
  f: [0, 1, -1, -1, -1],
  t: [0.5, 2, 0, 0, 0],
  l: [1, 3, 0, 0, 0],
  r: [2, 4, 0, 0, 0],
  m: [1, 0, 0, 0, 0],
  v: [0, 0, 3, 1, 2],
};

function model(overrides: Partial<GbdtModel> = {}): GbdtModel {
  return { kind: "gbdt", loss: "l2", features: ["a", "b"], base: 0.25, trees: [tree], ...overrides };
}

/** A deep copy of the valid model with one change applied, as JSON would give it. */
function broken(change: (json: Record<string, unknown> & { trees: Record<string, number[]>[] }) => void) {
  const json = JSON.parse(JSON.stringify(model()));
  change(json);
  return () => parseGbdtModel(json);
}

describe("predictTree", () => {
  it("goes left when x <= t and right otherwise", () => {
    expect(predictTree(tree, [0.5, 2])).toBe(1);
    expect(predictTree(tree, [0.5, 2.0001])).toBe(2);
    expect(predictTree(tree, [0.51, -100])).toBe(3);
  });

  it("sends NaN the way m says", () => {
    expect(predictTree(tree, [Number.NaN, 0])).toBe(3);
    expect(predictTree(tree, [0, Number.NaN])).toBe(1);
  });

  it("returns the root's value for a single-leaf tree", () => {
    expect(predictTree({ f: [-1], t: [0], l: [0], r: [0], m: [0], v: [0.7] }, [1])).toBe(0.7);
  });
});

describe("predict", () => {
  it("adds the base and every tree; l2 is the identity", () => {
    const m = model({ trees: [tree, tree] });
    expect(predictRaw(m, [0, 3])).toBeCloseTo(4.25, 12);
    expect(predict(m, [0, 3])).toBeCloseTo(4.25, 12);
    expect(predict(model({ trees: [] }), [0, 0])).toBe(0.25);
  });

  it("applies the sigmoid for the logistic loss", () => {
    const m = model({ loss: "logistic", base: -1 });
    expect(predictRaw(m, [0, 0])).toBe(0);
    expect(predict(m, [0, 0])).toBe(0.5);
    expect(predict(m, [1, 0])).toBeCloseTo(1 / (1 + Math.exp(-2)), 12);
  });

  it("accepts typed arrays and refuses a row of the wrong length", () => {
    expect(predict(model(), Float64Array.of(1, 0))).toBe(3.25);
    expect(() => predict(model(), [1])).toThrow(/1 values, the model needs 2/);
  });
});

describe("parseGbdtModel", () => {
  it("accepts a valid model and predicts like the original after a JSON round trip", () => {
    const parsed = parseGbdtModel(JSON.parse(JSON.stringify(model())));
    expect(parsed).toEqual(model());
    for (const x of [
      [0, 0],
      [1, 5],
      [Number.NaN, 1],
    ])
      expect(predict(parsed, x)).toBe(predict(model(), x));
  });

  it("names an unknown loss or kind", () => {
    expect(
      broken((j) => {
        j.loss = "huber";
      }),
    ).toThrow(/loss/);
    expect(
      broken((j) => {
        j.kind = "forest";
      }),
    ).toThrow(/kind/);
  });

  it("names arrays of unequal length", () => {
    expect(
      broken((j) => {
        j.trees[0]!.v!.pop();
      }),
    ).toThrow(/trees\.0: arrays of unequal length \(f has 5 nodes, v has 4\)/);
  });

  it("names a child index out of range, including one pointing back up the tree", () => {
    expect(
      broken((j) => {
        j.trees[0]!.r![1] = 9;
      }),
    ).toThrow(/trees\.0: r\[1\]=9 is out of range/);
    expect(
      broken((j) => {
        j.trees[0]!.l![1] = 0;
      }),
    ).toThrow(/l\[1\]=0 is out of range/);
  });

  it("names a feature index the model does not have", () => {
    expect(
      broken((j) => {
        j.trees[0]!.f![1] = 2;
      }),
    ).toThrow(/f\[1\]=2 is not a feature index/);
  });

  it("refuses wrong types: null thresholds, m other than 0/1, empty trees, missing fields", () => {
    expect(
      broken((j) => {
        (j.trees[0]!.t as unknown[])[0] = null;
      }),
    ).toThrow(/trees\.0\.t\.0/);
    expect(
      broken((j) => {
        j.trees[0]!.m![0] = 2;
      }),
    ).toThrow(/trees\.0\.m\.0/);
    expect(
      broken((j) => {
        j.trees[0] = { f: [], t: [], l: [], r: [], m: [], v: [] };
      }),
    ).toThrow(/trees\.0\.f/);
    expect(
      broken((j) => {
        delete j.base;
      }),
    ).toThrow(/base/);
    expect(() => parseGbdtModel("gbdt")).toThrow(/parseGbdtModel: \(root\)/);
  });
});
