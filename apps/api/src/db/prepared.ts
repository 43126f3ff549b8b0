import type { CompiledQuery, Compilable, KyselyPlugin, OperationNodeSource, QueryResult, RootOperationNode } from 'kysely';
import type { Executor } from './database';
import { RowWrites } from './row-writes';

/** Where a parameter goes in a prepared statement: the name of the value that fills it. */
class Slot {
  constructor(readonly name: string) {}
}

type Entry = { compiled: CompiledQuery; fill: (string | null)[]; plugins: readonly KyselyPlugin[] };

const samePlugins = (a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]) =>
  a.length === b.length && a.every((plugin, i) => plugin === b[i]);

/**
 * A statement built and compiled once per database, then run with its values (issue 25): for the few that every
 * transfer runs, where building and compiling the query each time cost more than SQLite ran it. `build` gets
 * placeholders, not values, and must put each into the query as it is (a value to compare, set or insert; no arithmetic
 * on it, no branch on it: a statement whose shape depends on a value is two statements). The compiled SQL is kept per
 * dialect adapter (one per database) and its plugins, and filled by name at each run.
 *
 * Statements compiled once are not seen by the plugins at each run, so an UPDATE or DELETE of a table `RowWrites`
 * watches (the session cache's `users` and `sessions`) is refused: it must be built per call, where the cache hears of it.
 */
export function prepared<P extends Record<string, unknown>, O>(
  build: (db: Executor, params: P) => Compilable<O> & OperationNodeSource,
): (db: Executor, params: P) => Promise<QueryResult<O>> {
  const compiledBy = new WeakMap<object, Entry>();
  const placeholders = new Proxy({} as P, { get: (_, name) => new Slot(String(name)) });
  return async (db, params) => {
    const executor = db.getExecutor();
    let entry = compiledBy.get(executor.adapter);
    if (!entry || !samePlugins(entry.plugins, executor.plugins)) {
      // Looked at without the plugins first: RowWrites would tell the session cache of a write with placeholders for keys.
      refuseWatchedWrites(build(db.withoutPlugins(), placeholders).toOperationNode() as RootOperationNode, executor.plugins);
      const compiled = build(db, placeholders).compile();
      const fill = compiled.parameters.map((value) => (value instanceof Slot ? value.name : null));
      entry = { compiled, fill, plugins: [...executor.plugins] };
      compiledBy.set(executor.adapter, entry);
    }
    const { compiled, fill } = entry;
    const parameters = fill.map((name, i) => {
      if (name === null) return compiled.parameters[i];
      const value = params[name];
      if (value === undefined) throw new Error(`prepared statement: no value for ${name} (${compiled.sql})`);
      return value;
    });
    return db.executeQuery<O>({ ...compiled, parameters });
  };
}

/** The placeholders of some columns, as a row to insert: `values(columns(p, ['a', 'b']))` for `{ a: p.a, b: p.b }`. */
export function columns<P extends Record<string, unknown>, K extends keyof P & string>(params: P, names: readonly K[]): Pick<P, K> {
  return Object.fromEntries(names.map((name) => [name, params[name]])) as Pick<P, K>;
}

function refuseWatchedWrites(node: RootOperationNode, plugins: readonly unknown[]): void {
  const writes = plugins.find((plugin): plugin is RowWrites => plugin instanceof RowWrites);
  const table = writes?.watchedTableOf(node);
  if (table) throw new Error(`prepared statement writes ${table}, which RowWrites watches: build it per call`);
}
