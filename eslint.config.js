// Lint: typescript-eslint, React hooks, and the import boundaries of docs/architecture.md:
// client -> shared <- server, shared does no I/O, no client feature imports another feature, a
// server module imports another only through its face and its dependsOn (0417), the folder
// layers of scripts/eslint-boundaries.js, and query keys only from *-keys.ts factories (0060).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.js';

// A list of items in a form is the kit's useFieldList (decision 0377): react-hook-form's own
// useFieldArray flags every empty field of an item just added, and the press on submit is lost.
const noFieldArray = {
  name: 'react-hook-form',
  importNames: ['useFieldArray'],
  message: 'Use useFieldList from @client/components/form (decision 0377): useFieldArray checks the whole list after each append and loses the submit click.',
};

// Intl formatters are built once per locale and options (src/shared/intl.ts): building one per call
// cost ~0.2 ms, more than the formatting, on every date of every list row.
const cachedIntl = ['DateTimeFormat', 'NumberFormat'].map((name) => ({
  selector: `NewExpression[callee.object.name='Intl'][callee.property.name='${name}']`,
  message: `Use ${name === 'DateTimeFormat' ? 'dateTimeFormat' : 'numberFormat'}() from @shared/intl: it builds each formatter once.`,
}));

const ioModules = ['node:*', 'fs', 'path', 'pg', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'better-auth', 'better-auth/*'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/.output/**',
      'bench/results/**',
      'src/client/lib/api/api-types.gen.ts',
      'src/server/modules/api-keys/public-api-types.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A module adds its error codes to the catalogue with `interface ModuleErrorMessages extends Record<…> {}` (decision 0447).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/no-cross-feature': 'error',
      'boundaries/module-faces': 'error',
      // Server files outside the modules reach them only through faces and manifests (decision 0417);
      // its allow list of files still reaching in emptied with decision 0416 – keep it empty.
      'boundaries/faces-only-outside': 'error',
      'boundaries/layers': 'error',
      'boundaries/routes-http-only': 'error',
      'boundaries/kebab-case-files': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'shared/ is isomorphic: no I/O modules.' },
            { group: ['react', 'react-*'], message: 'shared/ holds no UI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-inline-query-keys': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ioModules.filter((m) => !m.startsWith('better-auth')), message: 'client/ runs in the browser.' }], paths: [noFieldArray] }],
    },
  },
  {
    // The service worker (decision 0516) runs in the worker's global scope, not a window.
    files: ['src/client/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The form kit itself builds useFieldList on useFieldArray.
    files: ['src/client/components/form/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ioModules.filter((m) => !m.startsWith('better-auth')), message: 'client/ runs in the browser.' }] }],
    },
  },
  {
    // Features call the API through the client typed from the OpenAPI document (decision 0320, issue 41).
    files: ['src/client/features/**', 'src/client/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ioModules.filter((m) => !m.startsWith('better-auth')), message: 'client/ runs in the browser.' }],
          paths: [{ name: '@client/lib/api-client', importNames: ['apiFetch'], message: 'Call the typed client: unwrap(api.GET(...)), postForm or uploadWithProgress (decision 0320).' }, noFieldArray],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...cachedIntl] },
  },
  {
    // Every form is the kit's <Form> (decisions 0321, 0404): shared zod schema, server field errors on
    // their fields, Hungarian messages, the unsaved-changes guard.
    // Two exceptions (decision 0442): the sign-in form and the top bar's search, on the first paint
    // of the sign-in route and of every signed-in page, carry neither react-hook-form nor zod; they
    // keep the kit's behaviour (the sign-in form's second step is on the kit).
    files: ['src/client/features/**/*.tsx', 'src/client/app/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/client/features/auth/components/sign-in-form.tsx', 'src/client/features/shell/components/page-search.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Nyers <form> helyett a form kit Form elemét használd (@client/components/form: useZodForm, Form, mezők; decision 0321, 0404).',
        },
        // A block's rule options replace the earlier block's: the formatter rule again.
        ...cachedIntl,
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react-*'], message: 'server/ holds no UI.' }] }],
    },
  },
  {
    // Journeys take `test` from the fixtures: its own server and a fresh database per spec file (0103).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures': each spec file gets its own server and database there (decision 0103)." }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
