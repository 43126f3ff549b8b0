import type { FastifyBaseLogger, FastifyLogFn as LogFn } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelWithSilentOrString = FastifyBaseLogger['level'];

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** The app's logger as pino makes it: it can say whether a level is written. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child (with the request id) the first time it writes a line. Fastify makes a
 * child logger for every request; at the production level (`warn`) almost no request writes anything, and pino's child
 * (bindings serialised, the redaction compiled in) was a measurable part of a read (issue 25). A line that is written is
 * the child's own line, the same as before: the child is made, once, before it.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: Parent;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: Parent, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: Parameters<LogFn>): void {
    if (this.#child || this.#parent.isLevelEnabled(level)) this.#made()[level](...args);
  }

  // Methods of the prototype, not a closure per method per request.
  fatal(...args: Parameters<LogFn>): void {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#write('trace', args);
  }
  silent(): void {}

  get level(): LevelWithSilentOrString {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

function canSayLevels(logger: FastifyBaseLogger): logger is Parent {
  return typeof (logger as Partial<Parent>).isLevelEnabled === 'function';
}

/**
 * Fastify's `childLoggerFactory`: a request logger made on first use. A route with its own level or serializers, or a
 * logger that cannot say which levels it writes, gets pino's child at once, as Fastify's default factory does.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const plain = options.level === undefined && options.serializers === undefined;
  if (!plain || !canSayLevels(logger)) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
