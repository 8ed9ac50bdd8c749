// The order the app takes its modules in (decision 0447): each after the modules it depends on, so
// a module's demo seed finds the data of the modules it uses and its routes are registered after
// theirs. The manifests are found by folder, which gives no order of its own; ties stay in the
// order given (alphabetical by folder), so the order is the same on every machine.

interface Ordered {
  key: string;
  dependsOn?: readonly string[];
}

/** `items` with every item after the ones its `dependsOn` names; a cycle or an unknown name is an error. */
export function orderByDependencies<T extends Ordered>(items: readonly T[]): T[] {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (item: T, path: readonly string[]): void => {
    const seen = state.get(item.key);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`module dependency cycle: ${[...path, item.key].join(' → ')}`);
    state.set(item.key, 'visiting');
    for (const dependency of item.dependsOn ?? []) {
      const target = byKey.get(dependency);
      if (!target) throw new Error(`module ${item.key} depends on ${dependency}, which is not a module`);
      visit(target, [...path, item.key]);
    }
    state.set(item.key, 'done');
    ordered.push(item);
  };
  for (const item of items) visit(item, []);
  return ordered;
}
