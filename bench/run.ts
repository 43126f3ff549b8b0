// npm run bench: each benchmark prints one comparable line (architecture.md "Budgets").
import os from 'node:os';
import { sampleCpu } from './lib/cpu';
import { adminSignInJs, firstRouteJs } from './lib/bundle';
import { lighthouseMedian } from './lib/lighthouse';
import { load, type LoadResult } from './lib/load';
import { signedInMember } from './lib/member';
import { startApi, startBare } from './lib/processes';
import { roundTripLine } from './lib/round-trip';
import { scaleRun } from './lib/scale';
import { BENCH_OPERATOR_KEY, transfersBesideBare } from './lib/wallet';
import { announcementsRun } from './announcements';
import { chatRun } from './chat';
import { expiryRun } from './expiry';
import { ledgerRun } from './ledger';
import { searchRun } from './search';
import { teamRun } from './team';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/**
 * `BENCH_ONLY=web`: only the member app's lines (first route, Lighthouse); `api`: only the server's; `scale`: only scale-out;
 * `read`: only the authenticated read against bare Fastify (both databases); `money`: only the transfers and the ledger postings.
 */
const only = process.env.BENCH_ONLY;
const connections = 50;
const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * The authenticated read beside the bare route, in three turns of each (both servers up, each warmed once): this
 * machine's speed drifts within minutes, so one run of each measured minutes apart could compare two machines.
 * The line gives the turn of the median ratio (its rates and p99s), then every turn's ratio and the read's p99 (bench/README.md).
 */
async function authenticatedRead(database: string, env: Record<string, string>) {
  const turns = 3;
  const turnSeconds = Math.max(2, Math.round(seconds / 2));
  const bare = await startBare();
  let api;
  try {
    api = await startApi(env);
    const token = await signedInMember(api.url, api.dataDir);
    const readUrl = `${api.url}/personInfo/getUserInfo`;
    const headers = { satoken: token, 'client-type': '3', 'accept-language': 'zh-TW' };
    const yardsticks: LoadResult[] = [];
    const reads: LoadResult[] = [];
    for (let turn = 0; turn < turns; turn++) {
      yardsticks.push(await load(bare.url, {}, turnSeconds, connections, turn === 0 ? 2 : 0));
      reads.push(await load(readUrl, headers, turnSeconds, connections, turn === 0 ? 2 : 0));
    }
    const ratios = reads.map((read, i) => read.rps / (yardsticks[i]?.rps ?? Infinity));
    // One turn's figures, so the line's rates divide to its ratio.
    const mid = ratios.indexOf([...ratios].sort((a, b) => a - b)[turns >> 1] ?? NaN);
    const read = reads[mid]!;
    const yardstick = yardsticks[mid]!;
    const bad = [...reads, ...yardsticks].reduce((sum, one) => sum + one.errors + one.non2xx, 0);
    const rss = api.rssMb();
    console.log(
      `getUserInfo (authenticated, ${database}): ${fmt(read.rps)} req/s, p99 ${read.p99} ms | ` +
        `bare Fastify: ${fmt(yardstick.rps)} req/s, p99 ${yardstick.p99} ms | ` +
        `ratio ${ratios[mid]!.toFixed(2)} (the median of ${turns} turns of ${turnSeconds} s each: ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}, ` +
        `the read's p99 ${reads.map((r) => r.p99).join(', ')} ms; ` +
        `${connections} connections${bad ? `, ${bad} failed requests` : ''}) | ` +
        `server RSS after the reads ${rss === null ? 'not readable' : `${rss.toFixed(0)} MB`} (goal ≤ 200 MB)`,
    );
  } finally {
    await api?.stop();
    await bare.stop();
  }
}

async function transferRate(database: string, env: Record<string, string>) {
  const api = await startApi({ ...env, OPERATOR_API_KEY: BENCH_OPERATOR_KEY, CODES_PER_IP_PER_DAY: '1000000' });
  // Where the cores went while the load ran: what is not argon2id is what holds the ratio below 1 (bench/README.md).
  const cpu = sampleCpu(api.pid);
  let run;
  try {
    // The measured time split in turns with the yardstick (lib/wallet.ts); BENCH_TRANSFER_WARMUP changes the warm-up.
    const rounds = 3;
    run = await transfersBesideBare(api.url, api.dataDir, {
      warmUp: Number(process.env.BENCH_TRANSFER_WARMUP ?? 20),
      rounds,
      seconds: Math.max(2, Math.round(seconds / 2)),
      connections,
    });
  } finally {
    cpu.stop();
    await api.stop();
  }
  console.log(
    `transferUu (${database}): ${fmt(run.perSecond)} transfers/s committed, p99 ${run.p99} ms ` +
      `(${fmt(run.committed)} in ${run.seconds.toFixed(0)} s after ${run.warmUp} s of warm-up, ${connections} connections from ${run.client}, ` +
      `20 senders, argon2 payment password each${run.failed ? `, ${run.failed} failed requests` : ''}) | bare argon2id verify ` +
      `with the server's pool of ${run.threads} threads, in turns with the load: ${fmt(Math.round(run.bare))}/s, ` +
      `ratio ${(run.committed / run.seconds / run.bare).toFixed(3)} (goal ≥ 0.85) | ` +
      cpu.split(run.windows),
  );
}

/** Runs `fn` on a fresh PostgreSQL schema of DATABASE_URL_PG, dropped afterwards. */
async function onPostgres(fn: (env: Record<string, string>) => Promise<void>) {
  const schema = `bench_${Date.now()}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL_PG });
  await client.connect();
  await client.query(`create schema ${schema}`);
  try {
    const url = new URL(process.env.DATABASE_URL_PG ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    await fn({ DATABASE_URL: url.toString() });
  } finally {
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

/** One instance, then two, behind nginx on one PostgreSQL: the scaling factor of reads and committed transfers. */
async function scaleOut() {
  const { spawnSync } = await import('node:child_process');
  if (spawnSync('nginx', ['-v']).error) {
    console.log('scale-out (PostgreSQL, nginx): skipped, nginx is not installed');
    return;
  }
  let one: Awaited<ReturnType<typeof scaleRun>> | undefined;
  let two: Awaited<ReturnType<typeof scaleRun>> | undefined;
  await onPostgres(async (env) => {
    one = await scaleRun(1, env, seconds, connections);
  });
  await onPostgres(async (env) => {
    two = await scaleRun(2, env, seconds, connections);
  });
  if (!one || !two) return;
  console.log(
    `scale-out (PostgreSQL, nginx, ${process.env.REDIS_URL_TEST ? 'Redis' : 'no Redis'}): getUserInfo ${fmt(one.reads.rps)} → ${fmt(two.reads.rps)} req/s ` +
      `(×${(two.reads.rps / one.reads.rps).toFixed(2)}, p99 ${one.reads.p99} → ${two.reads.p99} ms) | transfers ${fmt(one.transfers.perSecond)} → ` +
      `${fmt(two.transfers.perSecond)} committed/s (×${(two.transfers.perSecond / Math.max(1, one.transfers.perSecond)).toFixed(2)}) ` +
      `| one instance → two, ${connections} connections, ${seconds} s, ${os.cpus().length} cores shared by all`,
  );
}

async function main() {
  if (only === 'scale') return scaleOut();
  if (only === 'read') {
    await authenticatedRead('SQLite', {});
    if (process.env.DATABASE_URL_PG) await onPostgres((env) => authenticatedRead('PostgreSQL', env));
    return;
  }
  if (only === 'money') {
    await transferRate('SQLite', {});
    if (process.env.DATABASE_URL_PG) await onPostgres((env) => transferRate('PostgreSQL', env));
    if (process.env.DATABASE_URL_PG) console.log(await roundTripLine(process.env.DATABASE_URL_PG));
    return ledgerRun(seconds, connections);
  }
  if (only !== 'web') {
    await authenticatedRead('SQLite', {});
    if (process.env.DATABASE_URL_PG) await onPostgres((env) => authenticatedRead('PostgreSQL', env));
    await transferRate('SQLite', {});
    if (process.env.DATABASE_URL_PG) await onPostgres((env) => transferRate('PostgreSQL', env));
    if (process.env.DATABASE_URL_PG) console.log(await roundTripLine(process.env.DATABASE_URL_PG));
    await ledgerRun(seconds, connections);
    if (process.env.DATABASE_URL_PG) await scaleOut();
    await teamRun();
    await announcementsRun();
    await expiryRun();
    await searchRun();
    await chatRun();
  }
  if (only === 'api') return;

  // The built app served by the real server on a temporary SQLite database.
  const api = await startApi();
  try {
    const js = await firstRouteJs(api.url);
    console.log(
      `first route (home) JavaScript: ${(js.bytes / 1024).toFixed(1)} kB gzipped in ${js.files} files (budget 150 kB; goal ≤ 110 kB in ≤ 8 files); ` +
        `then after start (service worker, update check): ${(js.afterStart.bytes / 1024).toFixed(1)} kB in ${js.afterStart.files} files`,
    );
    const admin = await adminSignInJs(api.url);
    console.log(`admin console sign-in JavaScript: ${(admin.bytes / 1024).toFixed(1)} kB gzipped in ${admin.files} files (budget 420 kB)`);
    const lh = await lighthouseMedian(`${api.url}/`, lighthouseRuns);
    const ms = (n: number) => `${(n / 1000).toFixed(1)} s`;
    console.log(
      `Lighthouse mobile performance (home): ${lh.median.score} (median of ${lighthouseRuns}: ${lh.scores.join(', ')}; budget 95) | ` +
        `FCP ${ms(lh.median.fcp)}, LCP ${ms(lh.median.lcp)}, TBT ${Math.round(lh.median.tbt)} ms, CLS ${lh.median.cls.toFixed(3)}`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
