/**
 * Runs fn over items with at most `limit` calls in flight (benches give each speech worker one job).
 * @param items the inputs
 * @param limit calls at a time
 * @param fn called with an item and its index
 * @returns the results, in the items' order
 */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}
