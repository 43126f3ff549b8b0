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

  /** The watched table a query writes, if any: what listeners would hear of it (db/prepared.ts refuses to compile it once). */
  watchedTableOf(node: RootOperationNode): string | undefined {
    return tablesWritten(node).find((table) => this.#listeners.has(table));
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size === 0 || (node.kind !== 'UpdateQueryNode' && node.kind !== 'DeleteQueryNode')) return node;
    const columns = node.kind === 'UpdateQueryNode' ? (node.updates?.map((update) => nameOf(update.column) ?? '?') ?? []) : null;
    for (const table of tablesWritten(node)) this.#tell(table, columns, node.where);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }

  #tell(table: string, columns: string[] | null, where: OperationNode | undefined): void {
    const listeners = this.#listeners.get(table);
    if (!listeners) return;
    const write: RowWrite = { table, columns, equals: equalities(where, new Map()) };
    for (const listener of listeners) listener(write);
  }
}
