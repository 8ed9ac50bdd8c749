// What a child process needs to run the project's TypeScript with tsx: tsx itself and the
// `import.meta.glob` hook (loader.mjs, decision 0447). `node ...tsxNodeArgs file.ts`.
import { fileURLToPath } from 'node:url';

export const globHookArgs = ['--import', fileURLToPath(new URL('./register.mjs', import.meta.url))];
export const tsxNodeArgs = ['--import', 'tsx', ...globHookArgs];
