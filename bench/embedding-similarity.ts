// Where to compute Themis's cosine similarity over real[] (decision 0251): in SQL (dot product of
// unit vectors with unnest) or in Node over all the firm's chunks fetched. N chunks of D dimensions
// in a scratch table on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; the median of 5 runs.
// Run: npx tsx bench/embedding-similarity.ts [N] [D]
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const N = Number(process.argv[2] ?? 5000);
const D = Number(process.argv[3] ?? 768);

function unit(): number[] {
  const v = Array.from({ length: D }, () => Math.random() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
const literal = (v: number[]) => `{${v.join(',')}}`;

interface Q {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function run(name: string, db: Q) {
  await db.query('drop table if exists bench_chunks');
  await db.query('create table bench_chunks (id int primary key, embedding real[] not null)');
  for (let i = 0; i < N; i += 200) {
    const rows = Array.from({ length: Math.min(200, N - i) }, (_, j) => `(${i + j}, '${literal(unit())}')`).join(',');
    await db.query(`insert into bench_chunks values ${rows}`);
  }
  const q = literal(unit());
  const sqlMs = await median(() => db.query(`select id, (select sum(a*b) from unnest(embedding, $1::real[]) as u(a,b)) as s from bench_chunks order by s desc limit 8`, [q]));
  const qv = q.slice(1, -1).split(',').map(Number);
  const nodeMs = await median(async () => {
    const { rows } = await db.query('select id, embedding from bench_chunks');
    const scored = rows.map((r) => {
      const e = r.embedding as number[];
      let s = 0;
      for (let k = 0; k < D; k++) s += e[k]! * qv[k]!;
      return { id: r.id, s };
    });
    return scored.sort((a, b) => b.s - a.s).slice(0, 8);
  });
  console.log(`${name}: N=${N} D=${D}  SQL ${sqlMs.toFixed(0)} ms  Node (fetch all + dot) ${nodeMs.toFixed(0)} ms`);
  await db.query('drop table bench_chunks');
}

const lite = await PGlite.create();
await run('PGlite', { query: (s, p) => lite.query(s, p) as Promise<{ rows: Record<string, unknown>[] }> });
await lite.close();
if (process.env.BENCH_DATABASE_URL) {
  const client = new pg.Client(process.env.BENCH_DATABASE_URL);
  await client.connect();
  await run('PostgreSQL', client);
  await client.end();
}
