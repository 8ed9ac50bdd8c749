// Profiles the top-bar search's one statement on PostgreSQL as a request runs it (issue 40.1,
// decisions 0449, 0450): in a request transaction entered for the demo firm and a user
// (`vi_private.enter_request`, so every RLS policy applies as in the app), as a named statement
// with parameters. Prints `explain (analyze, buffers)` of the statement (custom plan, then the
// generic plan a pooled connection settles on) and the median time of RUNS executions.
//   PROFILE_DATABASE_URL=postgres://…/<a database made by bench/prepare-data.ts> \
//     npx tsx bench/profile-search.ts [query] [user e-mail] [groups,comma,separated]
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { compoundPatterns, prefixTsQuery, queryWords } from '@shared/search/normalise';
import { type SearchGroup, searchGroups } from '@shared/search/search.schemas';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchStatement } from '../src/server/modules/search/search.service';
import { stemStatement, type Terms } from '../src/server/search/search-terms';

const url = process.env.PROFILE_DATABASE_URL;
if (!url) throw new Error('set PROFILE_DATABASE_URL');
const query = process.argv[2] ?? 'szerzodes';
const email = process.argv[3] ?? 'iroda@kovacs-ugyved.hu';
const groups = (process.argv[4]?.split(',') ?? searchGroups) as SearchGroup[];
const RUNS = Number(process.env.PROFILE_RUNS ?? 200);

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const { rows: who } = await client.query<{ tenant: string; user: string }>(
    `select m.tenant_id as tenant, u.id as user from users u join members m on m.user_id = u.id where u.email = $1 limit 1`,
    [email],
  );
  const [me] = who;
  if (!me) throw new Error(`no member ${email}`);
  const words = queryWords(query);
  const stemQuery = new PgDialect().sqlToQuery(stemStatement(words));
  const { rows: stemRows } = await client.query<{ w: string; stems: string[] | null }>(stemQuery.sql, stemQuery.params);
  const stems = words.map((w) => stemRows.find((r) => r.w === w)?.stems ?? []);
  const terms: Terms = { tsquery: prefixTsQuery(words), patterns: compoundPatterns(words, stems), phrase: words.join(' ') };
  const statement = searchStatement(me.tenant, terms, groups, 5);

  const inRequest = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query('start transaction');
    try {
      await client.query({ name: 'vi_enter_request', text: 'select vi_private.enter_request($1, $2)', values: [me.tenant, me.user] });
      return await work();
    } finally {
      await client.query('rollback');
    }
  };
  // PREPARE/EXECUTE, so that plan_cache_mode picks the custom or the generic plan as a named
  // statement of a pooled connection gets it.
  const literals = statement.values.map((v) => client.escapeLiteral(String(v))).join(', ');
  const explain = async (mode: string) =>
    inRequest(async () => {
      await client.query(`prepare vi_explained as ${statement.text}`);
      await client.query(`set local plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute vi_explained(${literals})`);
      await client.query('deallocate vi_explained');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  const named = { name: 'vi_profile_search', text: statement.text, values: statement.values };
  let hits = 0;
  for (let i = 0; i < 20; i++) hits = (await inRequest(() => client.query(named))).rowCount ?? 0;
  // The backend's own CPU time (user + system, /proc: the database on this machine), which a busy
  // machine disturbs less than the wall time.
  const { rows: pidRows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const cpuTicks = () => {
    try {
      const fields = readFileSync(`/proc/${pidRows[0]?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  };
  const ticksBefore = cpuTicks();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await inRequest(() => client.query(named));
    times.push(performance.now() - t);
  }
  const cpuMs = ((cpuTicks() - ticksBefore) * 10) / RUNS;
  times.sort((a, b) => a - b);
  console.log(await explain('force_custom_plan'));
  console.log('\n--- generic plan ---');
  console.log(await explain('force_generic_plan'));
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`\n${query}: ${hits} rows; ${RUNS} runs in a request transaction each: median ${median.toFixed(2)} ms, p90 ${(times[Math.floor(times.length * 0.9)] ?? 0).toFixed(2)} ms; backend CPU ${cpuMs.toFixed(2)} ms per run`);
} finally {
  await client.end();
}
