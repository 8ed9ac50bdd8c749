// "Kapcsolat tesztelése" for the firm's AI provider (issue 36.5, decision 0375): the gateway's own
// health probe (a cheap authenticated call of the adapter, recorded in the health monitor) with the
// key the firm's requests would use, answered in Hungarian with what failed and the provider's code.
import type { ConnectionTestResult } from '@shared/integrations/connection-test';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import type { AIError } from '@shared/ai-modules/ai-errors';
import type { AiGateway } from './gateway/gateway';

function whatFailed(error: AIError, provider: string): string {
  if (error.code === 'API_KEY_REQUIRED') return `Nincs használható ${provider}-kulcs: adj meg egyet az AI-kezelésben.`;
  if (error.code === 'PROVIDER_ADDRESS_FORBIDDEN') return 'A megadott cím belső hálózatra mutat, ezért nem hívható.';
  if (error.code === 'PERMISSION_ERROR') return `A kulcsnak nincs jogosultsága a(z) ${provider} szolgáltatáshoz.`;
  if (error.type === 'authentication') return `A(z) ${provider} nem fogadta el az API-kulcsot (hibás, lejárt vagy visszavont kulcs).`;
  if (error.type === 'rate_limit') return `A(z) ${provider} most korlátozza a kéréseket (túl sok kérés vagy elfogyott keret).`;
  if (error.type === 'timeout') return `A(z) ${provider} nem válaszolt időben.`;
  if (error.code === 'NETWORK_ERROR') return `A(z) ${provider} nem érhető el (hálózati hiba).`;
  if (error.type === 'server_error') return `A(z) ${provider} szerverhibát jelzett.`;
  return `A kapcsolat a(z) ${provider} szolgáltatóval nem sikerült.`;
}

export async function testAiProvider(gateway: AiGateway, tenantId: string, provider: ProviderId): Promise<ConnectionTestResult> {
  const name = PROVIDER_NAMES[provider];
  const started = Date.now();
  const { error } = await gateway.checkProvider(provider, { tenantId });
  const durationMs = Date.now() - started;
  if (!error) return { ok: true, message: `A(z) ${name} elfogadta a kulcsot.`, durationMs };
  return { ok: false, message: `${whatFailed(error, name)} (${error.code}: ${error.message})`, durationMs };
}
