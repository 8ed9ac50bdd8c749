// A provider by its name ("OpenAI", "Helyi (OpenAI-kompatibilis)"), not its id; an id the client does
// not know (a provider added on the server later) stays as it came.
import type { TFunction } from 'i18next';
import type { providerIds } from '@shared/ai-modules/ai-modules.schemas';

export function providerName(t: TFunction, id: string): string {
  return t(`themis.providers.${id as (typeof providerIds)[number]}`, { defaultValue: id });
}
