// `--import` this beside tsx so the server's sources may use `import.meta.glob` (loader.mjs).
import { register } from 'node:module';

register('./loader.mjs', import.meta.url);
