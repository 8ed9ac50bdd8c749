// How the app opens PGlite – its start parameters, extensions and compiled WebAssembly – on the
// event loop's thread or on the database's own thread (pglite-thread.ts), the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What PGlite is opened on: a data folder (else in memory), or a dumped one to start from. */
export interface PgliteOpenOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  sharedBuffers?: string;
  optimizedWasm?: boolean;
}

/**
 * The embedded database's shared_buffers (decision 0274). PostgreSQL's 128MB is written in full
 * when PGlite starts, so it was resident from the first second; 16MB (2,048 pages) holds a small
 * firm's hot rows many times over, and a page outside it is read from the operating system's file
 * cache, not the disk.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The PostgreSQL extensions the migrations create, as PGlite bundles them (on PostgreSQL they come
 * with the server's contrib package). Every PGlite the app, the tests and the benches open loads
 * this one list. btree_gist: the hospitality stays' exclusion constraint (decision 0340); pg_trgm:
 * the search's compound-word matching (decision 0315).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/**
 * The options the app creates PGlite with (decision 0274): PGlite's own start parameters plus
 * shared_buffers, and unless optimizedWasm, its WebAssembly compiled for V8's baseline compiler
 * only (see baselinePgliteModule).
 */
export function pgliteOptions(options: { sharedBuffers?: string; optimizedWasm?: boolean } = {}) {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
    extensions: PGLITE_EXTENSIONS,
    ...(options.optimizedWasm ? {} : { pgliteWasmModule: baselinePgliteModule() }),
  };
}

let baselineModule: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly (PostgreSQL) compiled with V8's baseline compiler (Liftoff) only, once per
 * process. V8 otherwise recompiles every function that runs hot with its optimizing compiler
 * (TurboFan) on background threads: the start-up alone (recovery, the catalog caches, the migration
 * check) sends some 1,200 functions there, and the compilers' working memory stays in the process
 * as ~70 MiB of resident heap. The flag is read when a module is compiled, so it is set for this
 * one synchronous compile only and other WebAssembly (OCR) keeps V8's defaults.
 */
function baselinePgliteModule(): WebAssembly.Module {
  if (!baselineModule) {
    const wasm = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'));
    setFlagsFromString('--liftoff-only');
    try {
      baselineModule = new WebAssembly.Module(wasm);
    } finally {
      setFlagsFromString('--no-liftoff-only');
    }
  }
  return baselineModule;
}
