import {
  createQueryId,
  PostgresAdapter,
  type CompiledQuery,
  type Compilable,
  type KyselyPlugin,
  type OperationNodeSource,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import type { Executor } from './database';
import { RowWrites, type RowWrite } from './row-writes';
import { nameStatement } from './statement-names';

/** Where a parameter goes in a prepared statement: the name of the value that fills it. */
class Slot {
  constructor(readonly name: string) {}
}

type Entry = {
  compiled: CompiledQuery;
  fill: (string | null)[];
  plugins: readonly KyselyPlugin[];
  /** What RowWrites hears of each run (an UPDATE or DELETE of a table it watches), with placeholders for values. */
  heard: { writes: RowWrites; write: RowWrite }[];
};

const samePlugins = (a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]) =>
  a.length === b.length && a.every((plugin, i) => plugin === b[i]);

/**
 * A statement built and compiled once per database, then run with its values (issue 25): for the few that every
 * transfer runs, where building and compiling the query each time cost more than SQLite ran it. `build` gets
 * placeholders, not values, and must put each into the query as it is (a value to compare, set or insert; no arithmetic
 * on it, no branch on it: a statement whose shape depends on a value is two statements). The compiled SQL is kept per
 * dialect adapter (one per database) and its plugins, and filled by name at each run.
 *
 * Statements compiled once are not seen by the plugins at each run. `RowWrites` (the session cache listens) is told of
 * each run of an UPDATE or DELETE of a table it watches here instead, before the statement is sent, with the values of
 * that run: a write compiled once is heard exactly as one built per call.
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
      // Built without RowWrites: it would tell its listeners now of a write with placeholders for keys; it hears of
      // each run below instead, with the values. (It changes no query, so the SQL is the same.)
      const writes = executor.plugins.filter((plugin): plugin is RowWrites => plugin instanceof RowWrites);
      const quiet = executor.plugins.filter((plugin) => !(plugin instanceof RowWrites)).reduce(withPlugin, db.withoutPlugins());
      const node = build(quiet, placeholders).toOperationNode() as RootOperationNode; // the other plugins see it here, once
      const heard = writes.flatMap((w) => w.heardOf(node).map((write) => ({ writes: w, write })));
      const compiled = quiet.getExecutor().compileQuery(node, createQueryId());
      if (executor.adapter instanceof PostgresAdapter) nameStatement(compiled.sql); // parsed and planned once per connection
      const fill = compiled.parameters.map((value) => (value instanceof Slot ? value.name : null));
      entry = { compiled, fill, plugins: [...executor.plugins], heard };
      compiledBy.set(executor.adapter, entry);
    }
    const { compiled, fill, heard } = entry;
    const parameters = fill.map((name, i) => {
      if (name === null) return compiled.parameters[i];
      const value = params[name];
      if (value === undefined) throw new Error(`prepared statement: no value for ${name} (${compiled.sql})`);
      return value;
    });
    for (const { writes, write } of heard) if (writes.hears(write.table)) writes.tell(filled(write, params));
    return db.executeQuery<O>({ ...compiled, parameters });
  };
}

/** The placeholders of some columns, as a row to insert: `values(columns(p, ['a', 'b']))` for `{ a: p.a, b: p.b }`. */
export function columns<P extends Record<string, unknown>, K extends keyof P & string>(params: P, names: readonly K[]): Pick<P, K> {
  return Object.fromEntries(names.map((name) => [name, params[name]])) as Pick<P, K>;
}

const withPlugin = (db: Executor, plugin: KyselyPlugin): Executor => db.withPlugin(plugin);

/** A write heard with placeholders, as one run's values make it. */
function filled(write: RowWrite, params: Record<string, unknown>): RowWrite {
  const value = (v: unknown) => (v instanceof Slot ? params[v.name] : v);
  return { ...write, equals: new Map([...write.equals].map(([column, values]) => [column, values.map(value)])) };
}
