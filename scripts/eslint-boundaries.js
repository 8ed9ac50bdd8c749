// Local ESLint rules for the project's architecture (see docs/architecture.md).
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const aliases = { '@shared/': 'src/shared/', '@server/': 'src/server/', '@client/': 'src/client/' };

/** The feature folder a file belongs to: client features/<x> or server modules/<x>. */
function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = rel.match(/^src\/(client\/features|server\/modules)\/([^/]+)\//);
  return m ? `${m[1]}/${m[2]}` : null;
}

function resolveImport(fromFile, source) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return path.join(root, target, source.slice(alias.length)) + '/';
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source) + '/';
  return null;
}

const noCrossFeature = {
  meta: { type: 'problem', docs: { description: 'A feature must not import another feature; share through shared/ or lib/.' }, schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const target = resolveImport(context.filename, node.source.value);
        if (!target) return;
        const other = featureOf(target);
        if (other && other !== own) {
          context.report({ node, message: `Feature "${own}" must not import feature "${other}".` });
        }
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

export default { rules: { 'no-cross-feature': noCrossFeature, 'kebab-case-files': kebabCaseFiles } };
