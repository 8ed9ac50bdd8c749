// /app/hospitality/test (issue 37.8): the connection check against the configured NTAK service.
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorText } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { checkNtakConnection } from '../api/hospitality-api';
import { Notice, Panel } from './labels';

export function ConnectionTestPage() {
  const check = useMutation({ mutationFn: checkNtakConnection });
  const r = check.data;
  return (
    <div className="space-y-6">
      <PageHeader title="NTAK-kapcsolatpróba" />
      <Panel title="Kapcsolat a beállított NTAK-szolgáltatással">
        <p className="mb-3 text-sm">A próba a beállított tanúsítvánnyal azonosítja magát az NTAK felé, és megmutatja a válaszát. Üzenetet nem küld.</p>
        <Button onClick={() => check.mutate()} disabled={check.isPending} aria-busy={check.isPending || undefined}>
          {check.isPending ? 'Próba folyamatban…' : 'Kapcsolat ellenőrzése'}
        </Button>
        <div className="mt-3 space-y-2">
          {check.isError && <Notice tone="error">{errorText(check.error)}</Notice>}
          {r && (
            <Notice tone={r.ok ? 'ok' : 'error'}>
              {r.ok ? 'Sikeres kapcsolat. ' : 'Sikertelen kapcsolat. '}
              {r.message}
              {r.status ? ` (HTTP ${r.status})` : ''}
              {r.baseUrl ? ` · ${r.baseUrl}` : ''}
              {r.certificateSubject ? ` · tanúsítvány: ${r.certificateSubject}` : ''}
            </Notice>
          )}
          {r && !r.baseUrl && (
            <p className="text-sm">
              A tanúsítványokat az{' '}
              <Link to="/app/hospitality/ntak" className="text-indigo-700 underline dark:text-indigo-300">
                NTAK oldalon
              </Link>{' '}
              állíthatod be.
            </p>
          )}
        </div>
      </Panel>
    </div>
  );
}
