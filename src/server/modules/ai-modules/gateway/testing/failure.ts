import type { AIError } from '@shared/ai-modules/ai-errors';

/** Awaits a promise that must reject and returns its error (an AIError in these tests). */
export async function failure(p: Promise<unknown>): Promise<AIError> {
  try {
    await p;
  } catch (error) {
    return error as AIError;
  }
  throw new Error('expected a failure');
}
