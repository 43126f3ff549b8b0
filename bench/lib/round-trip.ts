import fs from 'node:fs';
import pg from 'pg';
import { cpuSeconds } from './cpu';

const ROUND_TRIPS = 20_000;

/**
 * What one round trip to PostgreSQL costs in CPU, on each side: this process (node-postgres, as the server uses it)
 * and the connection's backend (from /proc, when PostgreSQL runs on this machine). Sequential named statements by
 * primary key inside one transaction (no commit's flush among them), on a temporary table of 100 rows: a select, then
 * an update. It prices the ~14 round trips of a transfer (bench/README.md "What a round trip to PostgreSQL costs").
 */
export async function roundTripLine(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create temporary table round_trip (id bigint primary key, n bigint not null)');
    await client.query('insert into round_trip select g, 0 from generate_series(1, 100) g');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = `/proc/${rows[0]?.pid}/stat`;
    const backendSeconds = () => (fs.existsSync(backend) ? cpuSeconds(fs.readFileSync(backend, 'utf8')) : null);
    const statements = [
      { kind: 'a select', name: 'round_trip_select', text: 'select n from round_trip where id = $1' },
      { kind: 'an update', name: 'round_trip_update', text: 'update round_trip set n = n + 1 where id = $1 returning n' },
    ];
    const parts: string[] = [];
    for (const { kind, name, text } of statements) {
      await client.query('begin');
      for (let i = 0; i < 2_000; i++) await client.query({ name, text, values: [1 + (i % 100)] }); // warm-up: parsed, planned, optimised
      const pgBefore = backendSeconds();
      const nodeBefore = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < ROUND_TRIPS; i++) await client.query({ name, text, values: [1 + (i % 100)] });
      const wall = ((performance.now() - started) * 1000) / ROUND_TRIPS;
      const used = process.cpuUsage(nodeBefore);
      const pgAfter = backendSeconds();
      await client.query('rollback');
      const node = (used.user + used.system) / ROUND_TRIPS;
      const server = pgBefore === null || pgAfter === null ? null : ((pgAfter - pgBefore) * 1e6) / ROUND_TRIPS;
      parts.push(
        server === null
          ? `${kind} by key: node ${node.toFixed(0)} µs of CPU (PostgreSQL's not readable: not on this machine), wall ${wall.toFixed(0)} µs`
          : `${kind} by key: ${(node + server).toFixed(0)} µs of CPU (node ${node.toFixed(0)}, PostgreSQL ${server.toFixed(0)}), wall ${wall.toFixed(0)} µs`,
      );
    }
    return `PostgreSQL round trip (node-postgres, named statements, ${ROUND_TRIPS.toLocaleString('en-US')} in turn in one transaction each): ${parts.join(' | ')}`;
  } finally {
    await client.end();
  }
}
