import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * One UPDATE or DELETE of a watched table, as the query said it: the columns it sets (null for a
 * DELETE) and the key values its WHERE pins down — each `column = value` or `column in (…)` joined
 * by AND at the top of the WHERE. A write whose WHERE pins no column reaches rows no one can name.
 */
export type RowWrite = {
  table: string;
  columns: readonly string[] | null;
  equals: ReadonlyMap<string, readonly unknown[]>;
};

type Listener = (write: RowWrite) => void;

function nameOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  switch (node.kind) {
    case 'TableNode':
      return nameOf((node as unknown as { table: OperationNode }).table);
    case 'SchemableIdentifierNode':
      return nameOf((node as unknown as { identifier: OperationNode }).identifier);
    case 'IdentifierNode':
      return (node as unknown as { name: string }).name;
    case 'AliasNode':
      return nameOf((node as unknown as { node: OperationNode }).node);
    case 'ReferenceNode':
    case 'ColumnNode':
      return nameOf((node as unknown as { column: OperationNode }).column);
    default:
      return undefined;
  }
}

/** The `column = value` / `column in (values)` terms ANDed at the top of a WHERE. */
function equalities(node: OperationNode | undefined, into: Map<string, readonly unknown[]>): Map<string, readonly unknown[]> {
  if (!node) return into;
  if (node.kind === 'WhereNode') return equalities((node as unknown as { where: OperationNode }).where, into);
  if (node.kind === 'ParensNode') return equalities((node as unknown as { node: OperationNode }).node, into);
  if (node.kind === 'AndNode') {
    const { left, right } = node as unknown as { left: OperationNode; right: OperationNode };
    return equalities(right, equalities(left, into));
  }
  if (node.kind !== 'BinaryOperationNode') return into;
  const { leftOperand, operator, rightOperand } = node as unknown as {
    leftOperand: OperationNode;
    operator: { operator?: string };
    rightOperand: OperationNode & { value?: unknown; values?: readonly unknown[] };
  };
  const column = leftOperand.kind === 'ReferenceNode' ? nameOf(leftOperand) : undefined;
  if (!column) return into;
  if (operator.operator === '=' && rightOperand.kind === 'ValueNode') into.set(column, [rightOperand.value]);
  if (operator.operator === 'in' && rightOperand.kind === 'PrimitiveValueListNode' && rightOperand.values) {
    into.set(column, rightOperand.values);
  }
  return into;
}

/** The tables an UPDATE or DELETE writes (none for any other query). */
function tablesWritten(node: RootOperationNode): string[] {
  if (node.kind === 'UpdateQueryNode') return [nameOf(node.table)].filter((name) => name !== undefined);
  if (node.kind === 'DeleteQueryNode') return node.from.froms.map(nameOf).filter((name) => name !== undefined);
  return [];
}

/**
 * A Kysely plugin that tells listeners of each UPDATE and DELETE of the tables they watch, as the
 * query is sent (before it commits). Inserts are not told: a new row changes no row read before.
 * Raw SQL (`sql\`…\``) is not seen; the repositories write the watched tables with the builder.
 * The in-process session cache listens (sessions/session-cache.ts), so no service can change a
 * member or a session and forget to drop what was cached of it.
 */
export class RowWrites implements KyselyPlugin {
  readonly #listeners = new Map<string, Listener[]>();

  /** Calls `listener` for every UPDATE or DELETE of `table`. */
  watch(table: string, listener: Listener): void {
    this.#listeners.set(table, [...(this.#listeners.get(table) ?? []), listener]);
  }

  /**
   * What `node` tells: one write for each table it updates or deletes from (none for any other query), heard by that
   * table's listeners. A statement compiled once (db/prepared.ts) is not seen here at each run, so it takes these once,
   * with its placeholders for values, and tells them at each run with the values filled in (a listener added later
   * hears them too).
   */
  heardOf(node: RootOperationNode): RowWrite[] {
    if (node.kind !== 'UpdateQueryNode' && node.kind !== 'DeleteQueryNode') return [];
    const columns = node.kind === 'UpdateQueryNode' ? (node.updates?.map((update) => nameOf(update.column) ?? '?') ?? []) : null;
    return tablesWritten(node).map((table) => ({ table, columns, equals: equalities(node.where, new Map()) }));
  }

  /** Whether anyone listens to `table` now. */
  hears(table: string): boolean {
    return this.#listeners.has(table);
  }

  /** Tells the listeners of `write.table` of one write. */
  tell(write: RowWrite): void {
    for (const listener of this.#listeners.get(write.table) ?? []) listener(write);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size === 0) return node;
    for (const write of this.heardOf(node)) this.tell(write);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
