import { describe, expect, it } from 'vitest';
import { fakeBus } from '../test/fake-bus';
import { BusCache } from './bus-cache';

describe('BusCache', () => {
  const loader = () => {
    let loads = 0;
    return { load: async (key: string) => `${key}#${++loads}`, count: () => loads };
  };

  it('serves within the TTL, reloads after it and after an invalidation of the key', async () => {
    const { bus } = fakeBus(true);
    const cache = new BusCache<string>(bus, 'things', 1_000);
    const l = loader();
    expect(await cache.get('t1', l.load, 0)).toBe('t1#1');
    expect(await cache.get('t1', l.load, 999)).toBe('t1#1');
    expect(await cache.get('t1', l.load, 1_000)).toBe('t1#2');
    await bus.publish('things', 't2');
    expect(await cache.get('t1', l.load, 1_001)).toBe('t1#2');
    await bus.publish('things', 't1');
    expect(await cache.get('t1', l.load, 1_002)).toBe('t1#3');
  });

  it('does not store a load that raced with an invalidation', async () => {
    const { bus } = fakeBus(true);
    const cache = new BusCache<string>(bus, 'things', 1_000);
    let loads = 0;
    await cache.get('t1', async () => {
      loads++;
      await bus.publish('things', 't1');
      return 'stale';
    });
    await cache.get('t1', async () => `fresh${++loads}`);
    expect(loads).toBe(2);
  });

  it('caches nothing while the bus is down and forgets everything when it drops', async () => {
    const down = fakeBus(false);
    const l = loader();
    const cache = new BusCache<string>(down.bus, 'things', 1_000);
    await cache.get('t1', l.load);
    await cache.get('t1', l.load);
    expect(l.count()).toBe(2);

    const up = fakeBus(true);
    const live = new BusCache<string>(up.bus, 'things', 1_000);
    const m = loader();
    await live.get('t1', m.load);
    up.setConnected(false);
    up.setConnected(true);
    await live.get('t1', m.load);
    expect(m.count()).toBe(2);
  });

  it('shares one load among the requests that miss together, but not across an invalidation', async () => {
    const { bus } = fakeBus(true);
    const cache = new BusCache<string>(bus, 'things', 1_000);
    const releases: (() => void)[] = [];
    let loads = 0;
    const slowLoad = (key: string) => {
      const n = ++loads;
      return new Promise<string>((resolve) => releases.push(() => resolve(`${key}#${n}`)));
    };
    const together = [cache.get('t1', slowLoad), cache.get('t1', slowLoad), cache.get('t1', slowLoad)];
    expect(loads).toBe(1);
    await bus.publish('things', 't1');
    // Asked after the invalidation: its own load, never the one that raced with it.
    const after = cache.get('t1', slowLoad);
    expect(loads).toBe(2);
    releases.forEach((release) => release());
    expect(await Promise.all(together)).toEqual(['t1#1', 't1#1', 't1#1']);
    expect(await after).toBe('t1#2');
    // The second load is the one kept; the first raced with the invalidation.
    expect(await cache.get('t1', slowLoad)).toBe('t1#2');
    expect(loads).toBe(2);
  });
});
