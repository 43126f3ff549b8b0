import fs from 'node:fs';

/** CPU seconds used so far (Linux: /proc) by a server's main thread, by its other threads, by PostgreSQL, by the machine. */
type CpuReading = { at: number; main: number; threads: number; postgres: number; busy: number };

const TICKS = 100; // USER_HZ: /proc's clock ticks per second on Linux

/** utime + stime of a /proc stat line, in seconds (the fields after the command's closing parenthesis). */
export function cpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // a thread or process that ended between the listing and the read
  }
}

/** PostgreSQL's processes now (their pids): a scan of every process, so made every few readings only. */
function postgresPids(): string[] {
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && read(`/proc/${entry}/stat`)?.includes('(postgres)'));
}

/** The reading now, or null where /proc cannot be read. */
function readCpu(pid: number | undefined, postgresProcesses: string[]): CpuReading | null {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/task`)) return null;
  let main = 0;
  let threads = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = read(`/proc/${pid}/task/${tid}/stat`);
    if (stat === null) continue;
    if (tid === String(pid)) main = cpuSeconds(stat);
    else threads += cpuSeconds(stat);
  }
  let postgres = 0;
  for (const entry of postgresProcesses) {
    const stat = read(`/proc/${entry}/stat`);
    if (stat?.includes('(postgres)')) postgres += cpuSeconds(stat);
  }
  const [, ...ticks] = (read('/proc/stat') ?? '').split('\n')[0]!.trim().split(/\s+/);
  const times = ticks.map(Number);
  // idle and iowait are not busy
  const busy = (times.reduce((a, b) => a + b, 0) - (times[3] ?? 0) - (times[4] ?? 0)) / TICKS;
  return { at: Date.now(), main, threads, postgres, busy };
}

/**
 * Samples `pid`'s readings every quarter second until stopped; `split(windows)` answers the cores each part used
 * over stretches of time (the readings nearest inside each), as text for a bench line.
 */
export function sampleCpu(pid: number | undefined) {
  const readings: CpuReading[] = [];
  // The sampler shares the cores it measures: it lists PostgreSQL's processes every 2 s, not at every reading
  // (a scan of every process 4 times a second took ~0.015 of a core).
  let postgres = postgresPids();
  const take = () => {
    if (readings.length % 8 === 0) postgres = postgresPids();
    const reading = readCpu(pid, postgres);
    if (reading) readings.push(reading);
  };
  take();
  const timer = setInterval(take, 250);
  return {
    stop: () => clearInterval(timer),
    split(windows: { from: number; to: number }[]): string {
      let seconds = 0;
      const used = { main: 0, threads: 0, postgres: 0, busy: 0 };
      for (const { from, to } of windows) {
        const inside = readings.filter((r) => r.at >= from && r.at <= to);
        const [a, b] = [inside[0], inside.at(-1)];
        if (!a || !b || b.at - a.at < 1000) return 'CPU not readable';
        seconds += (b.at - a.at) / 1000;
        for (const key of ['main', 'threads', 'postgres', 'busy'] as const) used[key] += b[key] - a[key];
      }
      const cores = (key: keyof typeof used) => used[key] / seconds;
      const rest = cores('busy') - cores('main') - cores('threads') - cores('postgres');
      return (
        `CPU during the load (cores): server main thread ${cores('main').toFixed(2)}, its other threads (argon2id; V8's compiler ` +
        `and GC) ${cores('threads').toFixed(2)}, PostgreSQL ${cores('postgres').toFixed(2)}, the rest (load client) ${rest.toFixed(2)}`
      );
    },
  };
}
