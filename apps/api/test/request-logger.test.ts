import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { lazyRequestLogger } from '../src/lib/request-logger';
import { parseEnv } from '../src/plugins/env';

/** The app's own pino logger (its level, redaction and serializers) writing into `lines`; counts the children it makes. */
function appLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions(parseEnv({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: level })) as object;
  // The pino logger Fastify makes of the app's options.
  const logger = Fastify({ logger: { ...options, stream } }).log;
  let children = 0;
  // pino's children inherit this property: it must call pino's own method on whichever logger it is called on.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the logger it is called on
  const child = logger.child;
  logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
    children++;
    return child.apply(this, args);
  };
  return { logger, lines, children: () => children };
}

describe("a request's logger (issue 25: made on first use)", () => {
  it('makes no child for a request that writes nothing at the level in force', () => {
    const app = appLogger('warn');
    const log = lazyRequestLogger(app.logger, { reqId: 'r-1' }, {});
    log.info({ req: { method: 'GET', url: '/x' } }, 'incoming request');
    log.debug('detail');
    log.trace('more detail');
    expect(app.children()).toBe(0);
    expect(app.lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes the child's own lines once it writes: the request id, the redaction, one child for every line", () => {
    const app = appLogger('warn');
    const log = lazyRequestLogger(app.logger, { reqId: 'r-2' }, {});
    log.warn({ body: { token: 'secret-token', amount: 5 } }, 'odd call');
    log.info('now written too: the child is there, at its level');
    log.error(new Error('broke'), 'failed');
    expect(app.children()).toBe(1);
    expect(app.lines).toHaveLength(2);
    expect(app.lines[0]).toMatchObject({ level: 40, reqId: 'r-2', msg: 'odd call', body: { token: '[redacted]', amount: 5 } });
    expect(app.lines[1]).toMatchObject({ level: 50, reqId: 'r-2', msg: 'failed', err: { message: 'broke' } });
    expect(JSON.stringify(app.lines)).not.toContain('secret-token');
  });

  it("a level set on it, a route's own level and a logger's child are pino's, with the request id", () => {
    const app = appLogger('warn');
    const raised = lazyRequestLogger(app.logger, { reqId: 'r-3' }, {});
    raised.level = 'info';
    raised.info('said');
    const routeLevel = lazyRequestLogger(app.logger, { reqId: 'r-4' }, { level: 'debug' });
    routeLevel.debug('route detail');
    lazyRequestLogger(app.logger, { reqId: 'r-5' }, {}).child({ job: 'export' }).warn('from a child');
    expect(app.lines.map((line) => [line.reqId, line.msg, line.job])).toEqual([
      ['r-3', 'said', undefined],
      ['r-4', 'route detail', undefined],
      ['r-5', 'from a child', 'export'],
    ]);
  });
});
