// Vite's `import.meta.glob` for the code Vite does not build: the server bundle (esbuild, see
// esbuild-plugin.mjs) and the scripts run by tsx (loader.mjs). Decision 0447: a module is found by
// its folder, so adding one touches no list. Only the form the code uses is supported – one
// pattern `<dir>/*/<file>` (a folder per module) with `{ eager: true }`, optionally
// `import: 'default'` – and anything else is an error rather than a silent empty object.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// A type argument may nest (`<Readonly<Record<string, unknown>>>`, shared/errors/errors.ts): up to three levels.
const GLOB_CALL = /import\.meta\.glob(?:<(?:[^<>()]|<(?:[^<>()]|<[^<>()]*>)*>)*>)?\(\s*(['"`])([^'"`]+)\1\s*(?:,\s*(\{[^}]*\})\s*)?\)/g;

/** The files `pattern` (relative to `dir`) names, sorted, as Vite's keys ('./a/module.ts'); like Vite, never `self`. */
export function expandPattern(dir, pattern, self) {
  const match = /^((?:\.\.?\/)+(?:[\w.-]+\/)*)\*\/([\w.-]+)$/.exec(pattern);
  if (!match) throw new Error(`import.meta.glob: unsupported pattern ${pattern} (only '<dir>/*/<file>')`);
  const [, base, file] = match;
  const root = path.resolve(dir, base);
  return readdirSync(root)
    .filter((name) => statSync(path.join(root, name)).isDirectory() && existsSync(path.join(root, name, file)))
    .filter((name) => path.join(root, name, file) !== self)
    .sort()
    .map((name) => `${base}${name}/${file}`);
}

function parseOptions(text, pattern) {
  const options = text ?? '{}';
  if (!/\beager\s*:\s*true\b/.test(options)) throw new Error(`import.meta.glob('${pattern}'): only { eager: true } is supported outside Vite`);
  const named = /\bimport\s*:\s*(['"])(\w+)\1/.exec(options);
  const rest = options
    .replace(/\beager\s*:\s*true\b/, '')
    .replace(/\bimport\s*:\s*(['"])\w+\1/, '')
    .replace(/[{},\s]/g, '');
  if (rest) throw new Error(`import.meta.glob('${pattern}'): unsupported option in ${options}`);
  return { importName: named?.[2] };
}

/**
 * `code` with each `import.meta.glob(…)` replaced by an object of static imports, or null when
 * it has none. `file` is the path of the file the code is from.
 */
export function expandImportGlobs(code, file) {
  const dir = path.dirname(file);
  if (!code.includes('import.meta.glob')) return null;
  const imports = [];
  let calls = 0;
  const expanded = code.replace(GLOB_CALL, (_call, _quote, pattern, optionsText) => {
    const { importName } = parseOptions(optionsText, pattern);
    const call = calls++;
    const entries = expandPattern(dir, pattern, file).map((key, i) => {
      const local = `__importGlob_${call}_${i}`;
      imports.push(
        importName === 'default' ? `import ${local} from ${JSON.stringify(key)};` : importName ? `import { ${importName} as ${local} } from ${JSON.stringify(key)};` : `import * as ${local} from ${JSON.stringify(key)};`,
      );
      return `${JSON.stringify(key)}: ${local}`;
    });
    return `({ ${entries.join(', ')} })`;
  });
  if (calls === 0) return null;
  return `${imports.join('\n')}\n${expanded}`;
}
