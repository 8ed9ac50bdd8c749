// esbuild: `import.meta.glob` in the project's own sources (transform.mjs, decision 0447).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expandImportGlobs } from './transform.mjs';

export const importGlobPlugin = {
  name: 'import-meta-glob',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = expandImportGlobs(source, args.path);
      return contents === null ? undefined : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};
