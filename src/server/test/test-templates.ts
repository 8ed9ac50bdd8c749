// Test databases start from templates built once per test run (global-setup.ts): one migrated,
// one migrated and seeded with the demo data. Booting PGlite from a dumped data directory skips
// its initdb, the migrations and the argon2 hashing of the seed; on PostgreSQL a new database is
// a file copy of a template database (CREATE DATABASE … TEMPLATE).
export type TemplateKind = 'migrated' | 'seeded';

/** What global-setup.ts hands to the test files (vitest provide/inject). */
export interface TestTemplates {
  /** Dumped PGlite data directories (files), by kind: the embedded default. */
  pglite?: Record<TemplateKind, string>;
  /** Template database names on the TEST_DATABASE_URL server, by kind. */
  postgres?: Record<TemplateKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}
