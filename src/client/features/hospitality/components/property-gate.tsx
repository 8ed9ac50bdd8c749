// What a property's page shows before its property is known (decision 0491): the loading bar
// while the properties load, their load error with a retry, the way to the properties page when
// there is none – and only then the page itself, so it never flashes an empty state (or the
// figures of every property) while the chosen one is still on its way.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import type { Property } from '../api/types';

export interface PropertiesQuery {
  data?: Property[] | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export const PropertyLoading = () => <div role="status" aria-label="Betöltés" className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;

export function PropertyGate({ properties, property, children }: { properties: PropertiesQuery; property: Property | null; children: (property: Property, properties: Property[]) => ReactNode }) {
  if (properties.isError) return <LoadError onRetry={() => void properties.refetch()} error={properties.error} />;
  if (!properties.data) return <PropertyLoading />;
  if (!property)
    return (
      <p>
        Még nincs szálláshely: előbb vegyél fel egyet a{' '}
        <Link to="/app/hospitality/properties" className="text-indigo-700 underline dark:text-indigo-300">
          Szálláshelyek
        </Link>{' '}
        oldalon.
      </p>
    );
  return <>{children(property, properties.data)}</>;
}
