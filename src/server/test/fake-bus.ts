// An in-memory invalidation bus for unit tests of the caches: publish delivers at once, and the
// connection can be dropped and restored by the test.
import type { InvalidationBus } from '../lib/invalidation-bus';

export function fakeBus(connected: boolean) {
  const handlers = new Map<string, ((key: string) => void)[]>();
  const connectionListeners: ((c: boolean) => void)[] = [];
  const bus = {
    transport: 'database',
    connected,
    publish: async (topic: string, key: string) => (handlers.get(topic) ?? []).forEach((h) => h(key)),
    subscribe: (topic: string, h: (key: string) => void) => (handlers.set(topic, [...(handlers.get(topic) ?? []), h]), () => undefined),
    onConnectionChange: (l: (c: boolean) => void) => (connectionListeners.push(l), () => undefined),
    sync: async () => undefined,
    close: async () => undefined,
  };
  return {
    bus: bus as unknown as InvalidationBus,
    setConnected(value: boolean) {
      bus.connected = value;
      connectionListeners.forEach((l) => l(value));
    },
  };
}
