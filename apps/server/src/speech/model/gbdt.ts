import { z } from "zod";

/**
 * One regression tree as parallel node arrays; node 0 is the root and children always come after their
 * parent, so walking a tree can never loop.
 */
export interface GbdtTree {
  /** feature index, or -1 for a leaf */
  f: number[];
  /** threshold: go left when x <= t (0 for leaves) */
  t: number[];
  /** left child index (0 for leaves) */
  l: number[];
  /** right child index (0 for leaves) */
  r: number[];
  /** 1 when a missing value (NaN) goes right, else 0 */
  m: number[];
  /** leaf value, learning rate included (0 for inner nodes) */
  v: number[];
}

/** A gradient-boosted tree ensemble as stored in JSON. */
export interface GbdtModel {
  kind: "gbdt";
  loss: "l2" | "logistic";
  features: string[];
  /** raw score before any tree (mean for l2, log-odds for logistic) */
  base: number;
  trees: GbdtTree[];
}

/**
 * Value of one tree for one row.
 * @param tree the tree
 * @param x feature values in model order; NaN means missing
 * @returns the leaf value reached
 */
export function predictTree(tree: GbdtTree, x: ArrayLike<number>): number {
  const { f, t, l, r, m } = tree;
  let node = 0;
  let feature = f[0]!;
  while (feature >= 0) {
    const value = x[feature]!;
    if (Number.isNaN(value)) node = m[node] === 1 ? r[node]! : l[node]!;
    else node = value <= t[node]! ? l[node]! : r[node]!;
    feature = f[node]!;
  }
  return tree.v[node]!;
}

/**
 * Raw ensemble score: base plus the sum of the leaves reached.
 * @param model a parsed model
 * @param x feature values in the order of `model.features`; NaN means missing
 * @returns the raw score (log-odds for the logistic loss)
 * @throws RangeError when x does not have one value per feature
 */
export function predictRaw(model: GbdtModel, x: ArrayLike<number>): number {
  if (x.length !== model.features.length)
    throw new RangeError(`predictRaw: x has ${x.length} values, the model needs ${model.features.length}`);
  let sum = model.base;
  for (const tree of model.trees) sum += predictTree(tree, x);
  return sum;
}

/**
 * Prediction on the target's scale: the raw score for l2, a probability for logistic.
 * @param model a parsed model
 * @param x feature values in the order of `model.features`; NaN means missing
 * @returns the prediction
 * @throws RangeError when x does not have one value per feature
 */
export function predict(model: GbdtModel, x: ArrayLike<number>): number {
  const raw = predictRaw(model, x);
  return model.loss === "logistic" ? 1 / (1 + Math.exp(-raw)) : raw;
}

const index = z.number().int();

const treeSchema = z.object({
  f: z.array(index.min(-1)).min(1),
  t: z.array(z.number()),
  l: z.array(index),
  r: z.array(index),
  m: z.array(z.number().refine((x) => x === 0 || x === 1, "must be 0 (NaN goes left) or 1 (NaN goes right)")),
  v: z.array(z.number()),
});

const modelSchema = z.object({
  kind: z.literal("gbdt"),
  loss: z.enum(["l2", "logistic"]),
  features: z.array(z.string()),
  base: z.number(),
  trees: z.array(treeSchema),
});

/** First structural problem of one tree that zod cannot express, or undefined. */
function treeProblem(tree: GbdtTree, featureCount: number): string | undefined {
  const n = tree.f.length;
  for (const key of ["t", "l", "r", "m", "v"] as const) {
    if (tree[key].length !== n)
      return `arrays of unequal length (f has ${n} nodes, ${key} has ${tree[key].length})`;
  }
  for (let i = 0; i < n; i++) {
    const feature = tree.f[i]!;
    if (feature < 0) continue;
    if (feature >= featureCount)
      return `f[${i}]=${feature} is not a feature index (the model has ${featureCount} features)`;
    for (const key of ["l", "r"] as const) {
      const child = tree[key][i]!;
      if (child <= i || child >= n)
        return `${key}[${i}]=${child} is out of range (children must lie in ${i + 1}..${n - 1})`;
    }
  }
  return undefined;
}

/**
 * Validates a model read from JSON.
 * @param json the parsed JSON value
 * @returns the model, typed
 * @throws Error naming the first problem found (wrong field, unknown loss, arrays of unequal length,
 *   child or feature index out of range)
 */
export function parseGbdtModel(json: unknown): GbdtModel {
  const parsed = modelSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length > 0 ? issue.path.join(".") : "(root)";
    throw new Error(`parseGbdtModel: ${path}: ${issue.message}`);
  }
  const model: GbdtModel = parsed.data;
  model.trees.forEach((tree, i) => {
    const problem = treeProblem(tree, model.features.length);
    if (problem) throw new Error(`parseGbdtModel: trees.${i}: ${problem}`);
  });
  return model;
}
