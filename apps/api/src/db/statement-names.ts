import pg from 'pg';

/** The SQL of the statements compiled once (prepared.ts), each with the name it is prepared under on PostgreSQL. */
const names = new Map<string, string>();

/** Marks a statement's SQL as one the server should parse and plan once per connection (bounded: one per `prepared`). */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `uu_${names.size + 1}`);
}

/**
 * A pg client that sends the statements named above as named prepared statements (issue 25): PostgreSQL parses and
 * plans each once per connection instead of at every run, and pg sends its Parse only the first time. Kysely asks
 * `query(sql, parameters)` with the text; every other statement goes as it came (unnamed).
 */
export class NamingClient extends pg.Client {
  // pg's overloads: (text | config, values?, callback?); Kysely's driver uses (text, values).
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const name = typeof config === 'string' ? names.get(config) : undefined;
    const query = (...a: unknown[]) => (super.query as (this: pg.Client, ...b: unknown[]) => never).apply(this, a);
    return name ? query({ name, text: config }, ...rest) : query(...args);
  }
}
