/** Browser messages for a failed dynamic import (a lazy chunk), e.g. after a new deploy. */
const CHUNK_ERROR_PATTERN = /Failed to fetch dynamically imported module|Loading chunk|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR_PATTERN.test(error.message) || error.name === 'ChunkLoadError';
  if (typeof error === 'string') return CHUNK_ERROR_PATTERN.test(error);
  return false;
}
