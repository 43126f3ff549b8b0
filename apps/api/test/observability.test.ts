import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { createTestApp, dialects, type TestApp } from './helpers';
import { readyMember, WALLET_ENV } from './wallet-helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Issue 16 "Observability": Prometheus metrics behind a token, a request id on every answer and log line. */
describe.each(dialects)('observability (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('GET /metrics is closed without METRICS_TOKEN, and without the right bearer when it is set', async () => {
    t = await createTestApp(dialect);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await t.close();
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: Code.NOT_FOUND });
    }
  });

  it('counts requests per route template, status and envelope code; queues, postings and the process', async () => {
    t = await createTestApp(dialect, { env: { ...WALLET_ENV, METRICS_TOKEN: TOKEN } });
    const member = await readyMember(t, { uu: 10_000 });
    await t.app.inject({ method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: member.token } });
    await t.app.inject({ method: 'GET', url: '/personInfo/getUserInfo' });
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/personInfo\/getUserInfo",status="200",code="200"\} 1/);
    expect(text).toMatch(
      new RegExp(`http_requests_total\\{method="GET",route="/personInfo/getUserInfo",status="\\d+",code="${Code.TOKEN_ABSENT}"\\} 1`),
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/personInfo\/getUserInfo"/);
    // The histogram in the exposition format: cumulative buckets up to +Inf, whose count is the counter's, then sum and count.
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const series = 'method="GET",route="/personInfo/getUserInfo",status="200",code="200"';
    const buckets = [...text.matchAll(new RegExp(`http_request_duration_seconds_bucket\\{le="([^"]+)",${series}\\} (\\d+)`, 'g'))];
    expect(buckets.map((b) => b[1])).toEqual(['0.002', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf']);
    const counts = buckets.map((b) => Number(b[2]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(1);
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_count\\{${series}\\} 1\n`));
    expect(Number(new RegExp(`http_request_duration_seconds_sum\\{${series}\\} ([\\d.e-]+)`).exec(text)?.[1])).toBeGreaterThan(0);
    // The funding of the member went through the ledger.
    expect(text).toMatch(/uu_ledger_postings_total\{kind="\w+"\} [1-9]/);
    expect(text).toMatch(/uu_queue_length\{queue="topups"\} 0/);
    expect(text).toMatch(/uu_queue_length\{queue="withdrawals"\} 0/);
    expect(text).toMatch(/uu_queue_length\{queue="orders_to_ship"\} 0/);
    expect(text).toMatch(/uu_websocket_connections 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    if (dialect === 'postgres') expect(text).toMatch(/uu_db_pool_connections\{state="total"\} [1-9]/);
    // One series per route, never per id.
    expect(text).not.toMatch(/route="\/files\/[0-9a-f]/);
  });

  it('every answer carries x-request-id, and every log line of the request the same id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp(dialect, { logger: { level: 'info', stream } });
    const answer = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'forged-by-client' } });
    const id = answer.headers['x-request-id'];
    // Not behind a trusted proxy: a client's own id is not taken.
    expect(id).toMatch(UUID);
    const error = await t.app.inject({ method: 'GET', url: '/no-such-route' });
    expect(error.headers['x-request-id']).toMatch(UUID);
    expect(error.headers['x-request-id']).not.toBe(id);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
  });

  it("behind a trusted proxy, the load balancer's request id is kept; a malformed one is replaced", async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: '1' } });
    const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-7f3a9c01' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c01');
    const replaced = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'two words\nand a line' } });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});
