// An invalidation after a write reaches a list whose first load was still travelling.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { WriteAwareQueryClient } from './query-client';
import { companyKeys } from './query-keys';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WriteAwareQueryClient', () => {
  it("fetches a list (here the firm's members) again when it is invalidated during its first load, and keeps the fresh answer", async () => {
    const client = new WriteAwareQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { items: [] as string[] };
    const answers: ReturnType<typeof deferred<string[]>>[] = [];
    const observer = new QueryObserver(client, {
      queryKey: companyKeys.members,
      queryFn: () => {
        // Each fetch reads the server when it starts; its answer arrives when the test says so.
        const read = [...server.items];
        const answer = deferred<string[]>();
        answers.push(answer);
        return answer.promise.then(() => read);
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);
    // The write lands while the first load (which read the empty list) is on its way.
    server.items.push('Kovács Katalin');
    const invalidated = client.invalidateQueries({ queryKey: companyKeys.members });
    await Promise.resolve();
    answers[0]!.resolve([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(answers).toHaveLength(2);
    answers[1]!.resolve([]);
    await invalidated;
    expect(client.getQueryData(companyKeys.members)).toEqual(['Kovács Katalin']);
    unsubscribe();
    client.clear();
  });
});
