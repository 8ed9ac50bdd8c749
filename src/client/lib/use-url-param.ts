// One filter of a list kept in the address (`?status=open`, `?mine=1`, `?q=…`): a reload, a shared
// link and the back button keep it, as the sort does (use-url-sort.ts). Changing it replaces the
// history entry – typing a search does not fill the history – and keeps the other parameters
// (useUrlParams, which the sort uses too).
import { useSearchParams } from 'react-router';

/**
 * The address's parameters and a setter of several at once ('' removes one): the history entry is
 * replaced and the parameters not named are kept – the one rule of every list's address.
 */
export function useUrlParams(): [URLSearchParams, (values: Readonly<Record<string, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const set = (values: Readonly<Record<string, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [params, set];
}

/** `?name=` as text ('' when absent) and its setter ('' removes it). */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, set] = useUrlParams();
  return [params.get(name) ?? '', (value) => set({ [name]: value })];
}

/** `?name=` limited to `values` ('' for none or an unknown value). */
export function useUrlChoice<V extends string>(name: string, values: readonly V[]): [V | '', (value: V | '') => void] {
  const [raw, set] = useUrlParam(name);
  return [values.find((v) => v === raw) ?? '', set];
}

/** `?name=1` as a flag. */
export function useUrlFlag(name: string): [boolean, (on: boolean) => void] {
  const [raw, set] = useUrlParam(name);
  return [raw === '1', (on) => set(on ? '1' : '')];
}
