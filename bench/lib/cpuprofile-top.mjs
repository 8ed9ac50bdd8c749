// Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time,
// and the packages (node_modules/<name>, node: internals, our bundle) by self time, as shares of
// the busy (non-idle) samples; with a third argument (a regular expression on "function file"),
// the matching functions by inclusive time (themselves and what they call).
//   node bench/lib/cpuprofile-top.mjs <file.cpuprofile> [top=30] [inclusive-filter]
import { readFileSync } from 'node:fs';

const [file, topArg, inclusiveFilter] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-top.mjs <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map();
// timeDeltas[i] is the time before samples[i]; attribute each delta to its sample's node.
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

function packageOf(url) {
  if (!url) return '(native/vm)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:internal';
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
}

const functions = new Map();
const packages = new Map();
let busy = 0;
for (const [id, us] of selfTime) {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += us;
  const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  const pkg = ['(garbage collector)'].includes(functionName) ? functionName : packageOf(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const share = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms`);
console.log('\nby package (self):');
for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${share(us)}  ${pkg}`);
console.log('\ntop functions (self):');
for (const [key, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(us)}  ${key}`);

if (inclusiveFilter) {
  const filter = new RegExp(inclusiveFilter);
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n) => `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const inclusive = new Map();
  for (const [id, us] of selfTime) {
    if (['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName)) continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(byId.get(at));
      if (!seen.has(key) && filter.test(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      }
    }
  }
  console.log(`\ninclusive, matching /${inclusiveFilter}/:`);
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(us)}  ${key}`);
}
