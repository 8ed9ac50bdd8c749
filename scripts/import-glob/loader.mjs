// Node module hook: `import.meta.glob` in the project's sources run by tsx (transform.mjs,
// decision 0447). Registered by register.mjs (`tsx --import ./scripts/import-glob/register.mjs`).
import { fileURLToPath } from 'node:url';
import { expandImportGlobs } from './transform.mjs';

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || !/\/src\/.*\.tsx?$/.test(url) || result.source == null) return result;
  const file = fileURLToPath(url);
  const contents = expandImportGlobs(String(result.source), file);
  return contents === null ? result : { ...result, source: contents };
}
