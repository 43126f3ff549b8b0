import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { argon2VerifyRateOnCores } from './argon2';
import { hasWrk, wrkPosts, type LoadOutcome } from './wrk';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
export const BENCH_OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';
const PAY = '135790';
/** A real 1×1 PNG: the payment proof of the top-ups that fund the senders. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  // JSON bodies say so; FormData sets its own boundary; no body, no content type (Fastify refuses an empty JSON body).
  // Headers, not an object spread: init.headers may be a Headers object or an array of pairs.
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

function lastCode(dataDir: string, to: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
  const code = lines
    .map((l) => JSON.parse(l) as { to: string; code: string })
    .filter((e) => e.to === to)
    .at(-1)?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

type Funded = { token: string; memberNo: string };

/**
 * A member who can pay, made through the public API as a real one would be: registered, payment
 * password set with a code, activated and funded by an approved top-up (operator calls).
 */
async function fundedMember(base: string, dataDir: string, uu: string): Promise<Funded> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  await call(`${base}/sms/sendCode?account=${encodeURIComponent(email)}&purpose=register`);
  const password = digest('bench-password');
  const user = await call<{ id: number; memberNo: string }>(`${base}/user/register`, {
    method: 'POST',
    body: JSON.stringify({
      account: email,
      code: lastCode(dataDir, email),
      password,
      confirmPassword: password,
      agreeService: true,
      agreePrivacy: true,
    }),
  });
  const { token } = await call<{ token: string }>(`${base}/auth/doLogin`, {
    method: 'POST',
    body: JSON.stringify({ account: email, password }),
  });
  const auth = { satoken: token };
  await call(`${base}/personInfo/applyModifyPassword?updateType=2`, { headers: auth });
  await call(`${base}/personInfo/setPayPassword`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ payPassword: digest(PAY), code: lastCode(dataDir, email) }),
  });
  const op = { 'x-operator-key': BENCH_OPERATOR_KEY };
  await call(`${base}/admin/member/${user.id}/activate`, { method: 'POST', headers: op });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const proof = await call<{ url: string }>(`${base}/file/file/upload`, { method: 'POST', headers: auth, body: form });
  const topUp = await call<{ id: number }>(`${base}/topUp/create`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: uu, channel: 'bench', proof: proof.url }),
  });
  await call(`${base}/admin/wallet/topUp/${topUp.id}/review`, {
    method: 'POST',
    headers: op,
    body: JSON.stringify({ decision: 'approve' }),
  });
  return { token, memberNo: user.memberNo };
}

/** A measured stretch of load: when it ran (Date.now()) and the transfers that committed in it. */
type Window = { from: number; to: number; committed: number };

/** What committed and how fast over the measured windows of load (Date.now() at their starts and ends; `seconds` in all). */
export type TransferRun = { committed: number; seconds: number; perSecond: number; p99: number; failed: number; windows: Window[] };

/** Senders funded through the public API, a recipient, and how to load the server with transfers between them. */
async function transferLoad(base: string, dataDir: string, connections: number, senders: number, loadBase: string) {
  await call(`${base}/admin/wallet/topUpChannels`, {
    method: 'POST',
    headers: { 'x-operator-key': BENCH_OPERATOR_KEY },
    body: JSON.stringify({ list: [{ id: 'bench', kind: 'bank', name: 'Bench', account: '000' }] }),
  });
  const from: Funded[] = [];
  for (let i = 0; i < senders; i++) from.push(await fundedMember(base, dataDir, '100000'));
  const to = await fundedMember(base, dataDir, '100');
  const body = JSON.stringify({ to: to.memberNo, amount: '0.01', payPassword: digest(PAY) });
  const url = `${loadBase}/transferUu`;
  const wrk = process.env.BENCH_CLIENT !== 'autocannon' && hasWrk();
  return {
    client: wrk ? 'wrk' : 'autocannon',
    /** Transfers for `seconds` over `connections` connections (each with its own Idempotency-Key), until they stop. */
    drive: (seconds: number): Promise<LoadOutcome> =>
      wrk
        ? wrkPosts(
            url,
            from.map((f) => f.token),
            body,
            seconds,
            connections,
          )
        : autocannonPosts(url, from, body, seconds, connections),
    /** The recipient's UU in hundredths: every committed transfer adds one. */
    received: async () =>
      Math.round(
        Number(
          (await call<{ balances: { UU: string } }>(`${base}/personInfo/selectMyWallet`, { headers: { satoken: to.token } })).balances.UU,
        ) * 100,
      ),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One measured window inside a stretch of load: the load starts, runs `settle` seconds (its queue fills), then the
 * recipient's balance is read at the window's start and end while the load still runs, so the window counts the
 * steady rate (not a start with an empty queue, nor an end whose last transfers commit after the count). Then the
 * load ends and the server is let finish what it took.
 */
async function measuredWindow(load: Awaited<ReturnType<typeof transferLoad>>, seconds: number) {
  const settle = 1;
  const running = load.drive(settle + seconds + 1);
  await sleep(settle * 1000);
  const [before, from] = [await load.received(), Date.now()];
  await sleep(seconds * 1000);
  const [after, to] = [await load.received(), Date.now()];
  const outcome = await running;
  // What the server took before the load ended still commits: wait until the balance stops moving.
  for (let last = -1, now = await load.received(); now !== last; last = now, now = await load.received()) await sleep(300);
  return { window: { from, to, committed: after - before }, outcome };
}

function summary(windows: Window[], outcomes: LoadOutcome[]): TransferRun {
  const committed = windows.reduce((sum, w) => sum + w.committed, 0);
  const seconds = windows.reduce((sum, w) => sum + (w.to - w.from) / 1000, 0);
  return {
    committed,
    seconds,
    perSecond: Math.round(committed / seconds),
    p99: Math.max(...outcomes.map((o) => o.p99)),
    failed: outcomes.reduce((sum, o) => sum + o.failed, 0),
    windows,
  };
}

/**
 * Transfers of 0.01 UU from `senders` members to one recipient over `connections` connections, each
 * request with its own Idempotency-Key and the payment password (whose argon2 check is most of the
 * cost): a short warm-up, then one measured window of `seconds`. What counts is what committed: the
 * recipient's balance.
 */
export async function transfers(
  base: string,
  dataDir: string,
  seconds: number,
  connections: number,
  senders = 20,
  /** Where the load goes, when not to `base` (the members are made through `base`): a load balancer. */
  loadBase = base,
): Promise<TransferRun> {
  const load = await transferLoad(base, dataDir, connections, senders, loadBase);
  await load.drive(2);
  const { window, outcome } = await measuredWindow(load, seconds);
  return summary([window], [outcome]);
}

/** The transfers' steady rate beside the machine's bare argon2id verify rate, measured in turns. */
export type TransfersBesideBare = TransferRun & { client: string; warmUp: number; bare: number; threads: number };

/**
 * issue 25's transfers ÷ bare argon2id, as the server runs for long: the same transfers as `transfers`, warmed up for
 * `warmUp` seconds (at ~150 a second V8 needs ~20 s to optimise the transfer's code; until then its compiler's thread
 * and the slower code take cores from the hashes: bench/README.md), then `rounds` turns of a measured window of load
 * and, with the server idle, the bare verify rate with the server's pool (lib/argon2.ts) for as long. The machine's
 * speed drifts by ±15% within minutes, so both sides are measured in turns rather than one after the other.
 */
export async function transfersBesideBare(
  base: string,
  dataDir: string,
  options: { warmUp: number; rounds: number; seconds: number; connections: number },
): Promise<TransfersBesideBare> {
  const load = await transferLoad(base, dataDir, options.connections, 20, base);
  await load.drive(options.warmUp);
  const windows: Window[] = [];
  const outcomes: LoadOutcome[] = [];
  const bare: number[] = [];
  let threads = 0;
  for (let round = 0; round < options.rounds; round++) {
    const { window, outcome } = await measuredWindow(load, options.seconds);
    windows.push(window);
    outcomes.push(outcome);
    const yardstick = await argon2VerifyRateOnCores(options.seconds, options.connections);
    bare.push(yardstick.rate);
    threads = yardstick.threads;
  }
  return {
    ...summary(windows, outcomes),
    client: load.client,
    warmUp: options.warmUp,
    bare: bare.reduce((sum, rate) => sum + rate, 0) / bare.length,
    threads,
  };
}

/** The same load with autocannon, where wrk is not installed (a Node client takes more of the cores the server shares). */
async function autocannonPosts(url: string, from: Funded[], body: string, seconds: number, connections: number): Promise<LoadOutcome> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            satoken: from[next++ % from.length]!.token,
            'idempotency-key': randomUUID(),
          },
        }),
      },
    ],
  });
  return { p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx };
}
