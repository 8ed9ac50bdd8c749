// The property a page shows: `?szallashely=<id>` in the address (so a link keeps it), else the
// firm's first property.
import { useSearchParams } from 'react-router';
import type { Property } from '../api/types';

export function usePropertyChoice(properties: readonly Property[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('szallashely');
  const property = properties?.find((p) => p.id === wanted) ?? properties?.[0] ?? null;
  const choose = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('szallashely', id);
        return next;
      },
      { replace: true },
    );
  return { property, choose };
}
