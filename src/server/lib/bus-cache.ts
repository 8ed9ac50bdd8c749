// A small per-process cache whose entries a bus topic invalidates by key (decision 0200): the
// same rules as the request-context cache – at most `ttlMs` old, nothing cached while the bus is
// disconnected, a load that raced with an invalidation of any key is not stored. For per-firm
// state read on every request, such as the installed modules.
import type { InvalidationBus } from './invalidation-bus';
import { LoadsInFlight } from './loads-in-flight';

export class BusCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private readonly loading = new LoadsInFlight<V>();
  private generation = 0;

  constructor(
    private readonly bus: InvalidationBus,
    topic: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    bus.subscribe(topic, (key) => this.invalidate(key));
    bus.onConnectionChange(() => this.invalidateAll());
  }

  /** The cached entry while it is fresh, without loading (a hit answered synchronously). */
  peek(key: string, now = Date.now()): { value: V } | undefined {
    const entry = this.ttlMs > 0 && this.bus.connected ? this.entries.get(key) : undefined;
    return entry && now - entry.storedAt < this.ttlMs ? entry : undefined;
  }

  /** The cached value, else `load(key)` (stored when nothing was invalidated meanwhile). */
  get(key: string, load: (key: string) => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.peek(key, now);
    if (hit) return Promise.resolve(hit.value);
    if (!(this.ttlMs > 0 && this.bus.connected)) return load(key);
    const generation = this.generation;
    return this.loading.run(key, generation, async () => {
      const loaded = await load(key);
      if (generation === this.generation) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { value: loaded, storedAt: now });
      }
      return loaded;
    });
  }

  invalidate(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  invalidateAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
