/**
 * Runs queries one after another. Inside a transaction there is one connection, and overlapping
 * queries on it are queued by pg with a deprecation warning (an error in pg 9), so no Promise.all.
 */
export async function sequentially<T extends readonly unknown[]>(...steps: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as unknown as T;
}
