// Loads under way, per key: the callers that miss a cache together share one load instead of
// each reading the database (when an entry expires under load, a hundred requests in flight
// would otherwise load it a hundred times). Never shared across a change of the cache's
// generation: a caller that asks after an invalidation starts its own load, so a load that
// raced with a revocation is never handed to a later request (decision 0275).
export class LoadsInFlight<V> {
  private readonly loads = new Map<string, { generation: number; value: Promise<V> }>();

  run(key: string, generation: number, load: () => Promise<V>): Promise<V> {
    const pending = this.loads.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const entry = { generation, value: load() };
    this.loads.set(key, entry);
    const done = () => {
      if (this.loads.get(key) === entry) this.loads.delete(key);
    };
    entry.value.then(done, done);
    return entry.value;
  }
}
