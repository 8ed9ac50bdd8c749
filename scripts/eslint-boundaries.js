// Local ESLint rules for the project's architecture (docs/architecture.md, decisions 0060-0061):
//   no-cross-feature      a client feature never imports another one;
//   module-faces          a server module imports another module only through its face
//                         (`modules/<y>/index.ts`), and only when its module.ts lists <y> in
//                         `dependsOn` (issue 33 point 4, decision 0417);
//   faces-only-outside    server files outside the modules reach a module only through its face
//                         or its module.ts (option `allow`: today's offenders, a shrinking list);
//   layers                one-way dependencies between folders (the table `layers` below);
//   routes-http-only      a server module's *.routes.ts never touches the database itself: no
//                         drizzle-orm, no db/schema – routes → service → repo (decision 0270);
//   no-inline-query-keys  TanStack Query keys are written only in *-keys.ts files;
//   kebab-case-files.
// The import rules see every way a module names another: `import`, `export … from`,
// `export * from`, `import('literal')`, `require('literal')` and `import x = require('literal')`.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout root, from this file's URL. fileURLToPath decodes `%20`; URL.pathname kept it,
 *  and in a checkout whose path had a space every rule silently matched nothing. */
export function rootFromModuleUrl(url) {
  return path.resolve(path.dirname(fileURLToPath(url)), '..');
}

const aliases = { '@shared/': 'src/shared/', '@server/': 'src/server/', '@client/': 'src/client/' };

/** The linted file's real path: the root comes from a real path (Node resolves symlinks of
 *  imported modules), so a checkout reached through a symlink must be compared by its real path. */
function realFile(filename) {
  try {
    return realpathSync.native(filename);
  } catch {
    return filename; // not on disk (editor buffers, RuleTester)
  }
}

/** `file` relative to `root` with `/` separators, or null when it lies outside the root. */
function repoPath(root, file) {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

/** The repo path (ending in `/`, so folder prefixes match) an import names, or null for a package. */
export function resolveImport(root, fromFile, source) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return `${target}${source.slice(alias.length)}/`;
  }
  if (!source.startsWith('.')) return null;
  const rel = repoPath(root, path.resolve(path.dirname(fromFile), source));
  return rel === null ? null : `${rel}/`;
}

/** The feature a repo path belongs to: client `features/<x>` or server `modules/<x>`. */
export function featureOf(repoRelative) {
  const m = repoRelative.match(/^src\/(client\/features|server\/modules)\/([^/]+)\//);
  return m ? `${m[1]}/${m[2]}` : null;
}

/** Who may not import whom. `exceptTests`: test files of the layer may (a feature's component
 *  test renders it inside the app's providers and routes). `lazyFrom`/`lazyTo`: files matching
 *  `lazyFrom` may load folders of `lazyTo` with `import()`, and only so. */
export const layers = [
  { from: ['src/shared/'], deny: ['src/client/', 'src/server/'], message: 'shared/ must not depend on client/ or server/.' },
  { from: ['src/client/'], deny: ['src/server/'], message: 'client/ may import only client/ and shared/.' },
  { from: ['src/server/'], deny: ['src/client/'], message: 'server/ may import only server/ and shared/.' },
  {
    from: ['src/client/lib/', 'src/client/components/'],
    deny: ['src/client/features/', 'src/client/app/'],
    message: 'client lib/ and components/ sit below the features and the app: they must not import them.',
  },
  {
    from: ['src/client/features/'],
    deny: ['src/client/app/'],
    exceptTests: true,
    // A feature's pages.ts names the app's route modules of its pages, lazily: `import()` only (decision 0444).
    lazyFrom: /^src\/client\/features\/[^/]+\/pages\.ts$/,
    lazyTo: ['src/client/app/routes/'],
    message: 'A feature must not import the app layer (the app composes the features).',
  },
  { from: ['src/server/lib/', 'src/server/db/', 'src/server/jobs/'], deny: ['src/server/modules/'], message: 'server lib/, db/ and jobs/ sit below the modules: they must not import them.' },
];

const testFile = /\.test\.tsx?$/;

function staticString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** Visitors calling `check(node, source)` for every module specifier written as a string. */
function moduleSpecifiers(check) {
  const visit = (node, source) => {
    const value = staticString(source);
    if (value !== null) check(node, value);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    CallExpression: (node) => node.callee.type === 'Identifier' && node.callee.name === 'require' && visit(node, node.arguments[0]),
    TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && visit(node, node.moduleReference.expression),
  };
}

/** An import rule. `judgeFor(own)` gets the linted file's repo path and returns null when the file
 *  is not concerned, else a function giving the message for an import of `target` (or null). */
function importRule(root, description, judgeFor) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = realFile(context.filename);
      const own = repoPath(root, file);
      const judge = own && judgeFor(own);
      if (!judge) return {};
      return moduleSpecifiers((node, source) => {
        const target = resolveImport(root, file, source);
        const message = target && judge(target, source, node);
        if (message) context.report({ node, message });
      });
    },
  };
}

/** Client features only: server modules are judged by `module-faces`. */
const noCrossFeature = (root) =>
  importRule(root, 'A client feature must not import another feature; share through shared/ or lib/.', (own) => {
    const feature = featureOf(own);
    if (!feature?.startsWith('client/')) return null;
    return (target) => {
      const other = featureOf(target);
      return other && other !== feature ? `Feature "${feature}" must not import feature "${other}".` : null;
    };
  });

// ---- Server modules: faces and dependsOn (issue 33 point 4, decision 0417) ----
// A module's face is `modules/<y>/index.ts` (services and types others may use); its manifest is
// `modules/<y>/module.ts`, `export default defineModule({ key: 'y', dependsOn: ['z', …], … })`.
// `dependsOn` is read from the manifest's text, so it must stay a literal array of folder names.

const modulesDir = 'src/server/modules/';

function statOf(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** What an import names inside src/server/modules/, or null: `{ module, rest }` for a module folder
 *  (`rest` '' or 'index' = its face, 'module' = its manifest), `{ registry: true }` for a file
 *  directly in modules/ (index.ts, jobs.ts, manifests.ts …; `../jobs` may also name a folder). */
function moduleTarget(root, target) {
  if (!target.startsWith(modulesDir)) return null;
  const parts = target.slice(modulesDir.length).split('/').filter(Boolean);
  if (parts.length === 0) return { registry: true };
  const [module, ...rest] = parts;
  if (rest.length === 0) {
    const dir = path.join(root, modulesDir, module);
    const isRegistryFile = !statOf(dir)?.isDirectory() && ['.ts', '.js', '.mjs'].some((ext) => statOf(`${dir}${ext}`)?.isFile());
    if (isRegistryFile) return { registry: true };
  }
  return { module, rest: rest.join('/').replace(/\.(ts|js)$/, '') };
}

const isFace = (t) => t.rest === '' || t.rest === 'index';
const isManifest = (t) => t.rest === 'module';

/** The module a repo path lies in (`src/server/modules/<x>/…`), or null (a registry file is in none). */
function ownModule(repoRelative) {
  return repoRelative.match(/^src\/server\/modules\/([^/]+)\/./)?.[1] ?? null;
}

/** The match of the sticky pattern `re` at `i`, or null. */
function matchAt(re, text, i) {
  re.lastIndex = i;
  return re.exec(text);
}

const blankOrComment = /(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))+/y;
const stringLiteral = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/y;
const plainName = /^[^\\$]*$/;

/** Skips blanks and comments from `i`; returns the next index. */
const skipBlank = (text, i) => i + (matchAt(blankOrComment, text, i)?.[0].length ?? 0);

/** Indexes of the word `dependsOn` in code: not in comments, strings or template literals. */
function dependsOnWords(text) {
  const found = [];
  const token = /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^'\\\n]|\\.)*'?|"(?:[^"\\\n]|\\.)*"?|`(?:[^`\\]|\\.)*`?|[A-Za-z_$][\w$]*|[\s\S]/g;
  for (const m of text.matchAll(token)) if (m[0] === 'dependsOn') found.push(m.index);
  return found;
}

/**
 * `dependsOn` of a manifest's text: `{ names: [{ name, index }], index }`, `{ names: [] }` when the
 * manifest has none, or `{ error, index }` when it is not one literal array of strings. A tiny
 * scan (comments, quotes, a trailing comma; `as const` after it), not a TypeScript parse.
 */
export function parseDependsOn(text) {
  const found = dependsOnWords(text);
  if (found.length === 0) return { names: [] };
  const index = found[0];
  if (found.length > 1) return { error: '`dependsOn` is written more than once: write it once, as a literal array.', index };
  const notLiteral = { error: "`dependsOn` must be a literal array of module folder names (dependsOn: ['contacts', 'invoices']): the lint reads it from the text.", index };
  let i = skipBlank(text, index + 'dependsOn'.length);
  if (text[i] === '?') i = skipBlank(text, i + 1);
  if (text[i] !== ':') return notLiteral;
  i = skipBlank(text, i + 1);
  if (text[i] !== '[') return notLiteral;
  i = skipBlank(text, i + 1);
  const names = [];
  while (text[i] !== ']') {
    const literal = matchAt(stringLiteral, text, i);
    const name = literal && (literal[1] ?? literal[2] ?? literal[3]);
    if (name === null || name === undefined || !plainName.test(name)) return notLiteral;
    names.push({ name, index: i });
    i = skipBlank(text, i + literal[0].length);
    if (text[i] === ',') i = skipBlank(text, i + 1);
    else if (text[i] !== ']') return notLiteral;
  }
  return { names, index };
}

/** Reads `src/server/modules/<x>/module.ts` under `root`, cached by its modification time. */
function manifestReader(root) {
  const cache = new Map();
  return (module) => {
    const file = path.join(root, modulesDir, module, 'module.ts');
    const stat = statOf(file);
    if (!stat?.isFile()) return { names: [] };
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.parsed;
    let parsed;
    try {
      parsed = parseDependsOn(readFileSync(file, 'utf8'));
    } catch {
      parsed = { names: [] };
    }
    cache.set(file, { mtimeMs: stat.mtimeMs, parsed });
    return parsed;
  };
}

const faceAdvice = (t) => `"modules/${t.module}" (its index.ts)`;

/**
 * `module-faces`: a file of module <x> imports module <y> (y ≠ x) only through <y>'s face, and only
 * when <x>'s module.ts lists <y> in `dependsOn`. Test files of <x> (*.test.ts) may import any face
 * without `dependsOn` – a test composes modules, the module itself does not depend on them – but
 * never another module's internals. On module.ts itself, `dependsOn` must be a literal array naming
 * existing module folders other than <x>.
 */
const moduleFaces = (root) => {
  const readManifest = manifestReader(root);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A server module imports another module only through its face (index.ts), and only when its module.ts lists it in dependsOn (decision 0417).' },
      schema: [],
    },
    create(context) {
      const file = realFile(context.filename);
      const own = repoPath(root, file);
      const module = own && ownModule(own);
      if (!module) return {};
      const isTest = testFile.test(own);
      const isOwnManifest = own === `${modulesDir}${module}/module.ts`;
      const visitors = moduleSpecifiers((node, source) => {
        const target = resolveImport(root, file, source);
        const t = target && moduleTarget(root, target);
        if (!t || t.registry || t.module === module) return;
        if (!isFace(t)) {
          context.report({ node, message: `Module "${module}" must import the face ${faceAdvice(t)}, not "modules/${t.module}/${t.rest}": add what it needs to ${t.module}/index.ts.` });
          return;
        }
        if (isTest) return;
        // The manifest being linted is read from the editor's text, the others from disk.
        const manifest = isOwnManifest ? parseDependsOn(context.sourceCode.text) : readManifest(module);
        if (!manifest.names?.some((d) => d.name === t.module)) {
          context.report({ node, message: `Module "${module}" imports "${t.module}" but its module.ts does not list it in dependsOn: add '${t.module}' to dependsOn in src/server/modules/${module}/module.ts.` });
        }
      });
      if (!isOwnManifest) return visitors;
      return {
        ...visitors,
        Program() {
          const text = context.sourceCode.text;
          const manifest = parseDependsOn(text);
          const at = (index) => ({ loc: context.sourceCode.getLocFromIndex(index) });
          if (manifest.error) {
            context.report({ ...at(manifest.index), message: manifest.error });
            return;
          }
          for (const { name, index } of manifest.names) {
            if (name === module) context.report({ ...at(index), message: `Module "${module}" lists itself in dependsOn; remove it.` });
            else if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !statOf(path.join(root, modulesDir, name))?.isDirectory()) {
              context.report({ ...at(index), message: `dependsOn names "${name}", which is not a module folder in src/server/modules/: use the folder name of the module whose face this one imports.` });
            }
          }
        },
      };
    },
  };
};

/** Server files outside the modules that `faces-only-outside` judges (tests compose freely). */
function outsideModule(own) {
  if (!own.startsWith('src/server/') || own.startsWith('src/server/test/') || testFile.test(own)) return false;
  return !ownModule(own);
}

/**
 * `faces-only-outside`: a server file outside the module folders – module-system/, public-api/,
 * plugins/, app.ts, and the registry files directly in modules/ (index.ts, jobs.ts, manifests.ts) –
 * imports a module only through its face or its module.ts. Option `allow`: path prefixes of files
 * still reaching into modules, listed in eslint.config.js until each module's face covers them.
 */
const facesOnlyOutside = (root) => ({
  meta: {
    type: 'problem',
    docs: { description: 'Server code outside the modules reaches a module through its face (index.ts) or its module.ts (decision 0417).' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = realFile(context.filename);
    const own = repoPath(root, file);
    if (!own || !outsideModule(own)) return {};
    const allow = context.options[0]?.allow ?? [];
    if (allow.some((prefix) => own.startsWith(prefix))) return {};
    return moduleSpecifiers((node, source) => {
      const target = resolveImport(root, file, source);
      const t = target && moduleTarget(root, target);
      if (!t || t.registry || isFace(t) || isManifest(t)) return;
      context.report({ node, message: `"${own}" must reach module "${t.module}" through its face ${faceAdvice(t)} or its module.ts, not "modules/${t.module}/${t.rest}": add what it needs to ${t.module}/index.ts.` });
    });
  },
});

const layerRule = (root) =>
  importRule(root, 'Folders depend one way (shared ← client/server; lib ← features ← app; db/lib ← modules).', (own) => {
    const isTest = testFile.test(own);
    const applicable = layers.filter((l) => l.from.some((p) => own.startsWith(p)) && !(l.exceptTests && isTest));
    if (applicable.length === 0) return null;
    return (target, source, node) => {
      const lazilyAllowed = (l) => l.lazyFrom?.test(own) && node.type === 'ImportExpression' && l.lazyTo.some((p) => target.startsWith(p));
      const broken = applicable.find((l) => l.deny.some((p) => target.startsWith(p)) && !lazilyAllowed(l));
      return broken ? `${broken.message} ("${source}")` : null;
    };
  });

/** Route files of the server modules: HTTP only (parse, call a service, shape the answer). */
const routesFile = /^src\/server\/modules\/.+\.routes\.ts$/;

/** Why `source` (resolved to `target`, null for a package) may not be imported by a route file, or null. */
export function databaseImport(source, target) {
  if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')) return `"${source}": queries belong in the feature's repo or service.`;
  if (target?.startsWith('src/server/db/schema/')) return `"${source}": tables are read and written by the feature's repo or service.`;
  return null;
}

const routesHttpOnly = (root) => ({
  meta: { type: 'problem', docs: { description: 'Route handlers do HTTP only: the database through a service or repo (decision 0270).' }, schema: [] },
  create(context) {
    const file = realFile(context.filename);
    const own = repoPath(root, file);
    if (!own || !routesFile.test(own)) return {};
    return moduleSpecifiers((node, source) => {
      const why = databaseImport(source, resolveImport(root, file, source));
      if (why) context.report({ node, message: `A route file must not query the database: ${why}` });
    });
  },
});

const keysFile = /-keys\.tsx?$/;
const keyArgumentMethods = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'ensureQueryData', 'fetchQuery', 'prefetchQuery']);

function unwrapTs(node) {
  let inner = node;
  while (inner && (inner.type === 'TSAsExpression' || inner.type === 'TSSatisfiesExpression' || inner.type === 'TSNonNullExpression')) inner = inner.expression;
  return inner;
}

const noInlineQueryKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys are built only by the key factories of *-keys.ts files (decision 0060).' },
    schema: [],
    messages: {
      inline: "Query key written in place: take it from the owning feature's *-keys.ts factory (src/client/lib/query-keys.ts when several features read it).",
    },
  },
  create(context) {
    if (keysFile.test(context.filename)) return {};
    /** An array literal, or a variable of this file initialised with one. */
    function isWrittenKey(node, at) {
      const inner = unwrapTs(node);
      if (inner?.type === 'ArrayExpression') return true;
      if (inner?.type !== 'Identifier') return false;
      for (let scope = context.sourceCode.getScope(at); scope; scope = scope.upper) {
        const variable = scope.set.get(inner.name);
        if (!variable) continue;
        const def = variable.defs[0];
        return def?.type === 'Variable' && unwrapTs(def.node.init)?.type === 'ArrayExpression';
      }
      return false;
    }
    const report = (node) => context.report({ node, messageId: 'inline' });
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : staticString(node.key);
        if (!node.computed && name === 'queryKey' && isWrittenKey(node.value, node)) report(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !keyArgumentMethods.has(callee.property.name)) return;
        if (node.arguments[0] && isWrittenKey(node.arguments[0], node)) report(node.arguments[0]);
      },
    };
  },
};

const kebabCaseFiles = {
  meta: { type: 'suggestion', docs: { description: 'File names are kebab-case (dots separate roles: x.routes.ts).' }, schema: [] },
  create(context) {
    const base = path.basename(context.filename);
    const stem = base.replace(/\.(d\.)?(ts|tsx|js|mjs)$/, '');
    return {
      Program(node) {
        if (!stem.split('.').every((part) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(part))) {
          context.report({ node, message: `File name "${base}" is not kebab-case.` });
        }
      },
    };
  },
};

/** The plugin for a checkout at `root` (tests pass their own root). */
export function createBoundaries(root) {
  return {
    meta: { name: 'boundaries' },
    rules: {
      'no-cross-feature': noCrossFeature(root),
      'module-faces': moduleFaces(root),
      'faces-only-outside': facesOnlyOutside(root),
      layers: layerRule(root),
      'routes-http-only': routesHttpOnly(root),
      'no-inline-query-keys': noInlineQueryKeys,
      'kebab-case-files': kebabCaseFiles,
    },
  };
}

export default createBoundaries(realFile(rootFromModuleUrl(import.meta.url)));
