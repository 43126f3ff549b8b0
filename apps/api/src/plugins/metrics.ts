import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { answerCodeOf } from '../lib/answer-code';
import { sendError } from './envelope';

/**
 * Prometheus metrics at `GET /metrics` (issue 16 "Observability"), in the text format `prom-client` writes:
 * - `http_requests_total` and `http_request_duration_seconds` per method, route template, HTTP status and envelope
 *   code (an answer of HTTP 200 may still carry an error code: spec §8);
 * - the database pool, open sockets, queue lengths (read when scraped), sweep runs and ledger postings;
 * - the process (memory, CPU, event-loop delay, handles) from prom-client's defaults.
 * Closed unless METRICS_TOKEN is set; then only `Authorization: Bearer <token>` reads it (a scraper on the internal
 * network), so the figures never reach a member.
 */
export type Metrics = {
  registry: Registry;
  /** A background sweep ran (`ok`), failed (`error`), or another instance held its lease (`skipped`). */
  sweep(name: string, outcome: 'ok' | 'error' | 'skipped'): void;
  /** Ledger transactions written, by kind. */
  posted(kind: string): void;
};

export type MetricsSources = {
  /** The database pool's connections, where the driver has a pool. */
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
  /** Work waiting for operators: pending top-ups, withdrawals, orders to ship… */
  queues?: () => Promise<Record<string, number>>;
  /** Open WebSocket connections (the chat socket). */
  sockets?: () => number;
};

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const posted = new Counter({
    name: 'uu_ledger_postings_total',
    help: 'Ledger transactions written',
    labelNames: ['kind'],
    registers: [registry],
  });
  const sweeps = new Counter({
    name: 'uu_sweep_runs_total',
    help: 'Background sweep runs by outcome',
    labelNames: ['sweep', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'uu_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'uu_websocket_connections',
    help: 'Open WebSocket connections',
    registers: [registry],
    collect() {
      if (sources.sockets) this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'uu_queue_length',
    help: 'Items waiting for operators',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      if (!sources.queues) return;
      for (const [queue, length] of Object.entries(await sources.queues())) this.set({ queue }, length);
    },
  });
  return {
    registry,
    sweep: (name, outcome) => sweeps.inc({ sweep: name, outcome }),
    posted: (kind) => posted.inc({ kind }),
  };
}

const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One series of the request metrics: its answers, their total seconds and how many fell in each bucket (+Inf is the count). */
type RequestSeries = { labels: Record<'method' | 'route' | 'status' | 'code', string>; count: number; sum: number; inBucket: Float64Array };

/**
 * `http_requests_total` and `http_request_duration_seconds` as prom-client writes them, from tallies of our own: an answer
 * adds to its series' three numbers, and the exposition is made from them when /metrics is read. prom-client's counter and
 * histogram hash their labels and walk their buckets on every answer, a few % of a read (issue 25).
 */
function requestMetrics(registry: Registry) {
  const series = new Map<string, RequestSeries>();
  const counter = {
    name: 'http_requests_total',
    help: 'HTTP requests by route, status and envelope code',
    type: 'counter',
    aggregator: 'sum',
    get() {
      return { ...this, values: [...series.values()].map((one) => ({ labels: one.labels, value: one.count })) };
    },
    reset: () => series.clear(),
  };
  const histogram = {
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, status and envelope code',
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values = [];
      for (const one of series.values()) {
        let below = 0;
        DURATION_BUCKETS.forEach((le, i) => {
          below += one.inBucket[i] ?? 0;
          values.push({ labels: { le, ...one.labels }, value: below, metricName: `${this.name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', ...one.labels }, value: one.count, metricName: `${this.name}_bucket` });
        values.push({ labels: one.labels, value: one.sum, metricName: `${this.name}_sum` });
        values.push({ labels: one.labels, value: one.count, metricName: `${this.name}_count` });
      }
      return { ...this, values };
    },
    reset: () => series.clear(),
  };
  // The registry reads any object of this shape (name, help, type, get, reset), as it reads its own metrics.
  registry.registerMetric(counter as unknown as Metric);
  registry.registerMetric(histogram as unknown as Metric);

  return (method: string, route: string, status: string, code: string, seconds: number) => {
    const key = `${method} ${route} ${status} ${code}`;
    let one = series.get(key);
    if (!one) {
      one = { labels: { method, route, status, code }, count: 0, sum: 0, inBucket: new Float64Array(DURATION_BUCKETS.length) };
      series.set(key, one);
    }
    one.count++;
    one.sum += seconds;
    // The first bucket whose bound it does not exceed (prom-client's `le`); past the last, only +Inf (the count) has it.
    for (let bucket = 0; bucket < DURATION_BUCKETS.length; bucket++) {
      if (seconds <= (DURATION_BUCKETS[bucket] ?? 0)) {
        one.inBucket[bucket] = (one.inBucket[bucket] ?? 0) + 1;
        break;
      }
    }
  };
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  const record = requestMetrics(metrics.registry);

  // A plain callback (not async): it runs on every answer.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's template (`/admin/orders/:id`), never the path itself: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      record(request.method, route, String(reply.statusCode), String(answerCodeOf(request) ?? ''), reply.elapsedTime / 1000);
    }
    done();
  });

  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!expected) return sendError(request, reply, 'NOT_FOUND', { status: 404 });
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendError(request, reply, 'NOT_FOUND', { status: 404 });
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
