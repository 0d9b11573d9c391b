import {
  ColumnNode,
  ColumnUpdateNode,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { isSealed, isSealedBytes, type TextSeal } from '../domain/sealed-text.js';
import { SEALED_COLUMN_NAMES, SEALED_FIELDS } from './sealed-columns.js';

/**
 * The sealed columns (see sealed-columns.ts) are sealed on every write and opened on every read,
 * whichever query writes or reads them, so no code path can store a Medicare number in plain text.
 */

function columnName(node: OperationNode): string | null {
  return ColumnNode.is(node) ? node.column.name : null;
}

class SealingTransformer extends OperationNodeTransformer {
  constructor(private readonly sealer: TextSeal) {
    super();
  }

  private sealValue(value: unknown): unknown {
    if (typeof value === 'string') return isSealed(value) ? value : this.sealer.seal(value);
    if (value instanceof Uint8Array) return isSealedBytes(value) ? value : this.sealer.sealBytes(value);
    return value;
  }

  private sealNode(node: OperationNode): OperationNode {
    return ValueNode.is(node) ? ValueNode.create(this.sealValue(node.value)) : node;
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode): ColumnUpdateNode {
    const update = super.transformColumnUpdate(node);
    const name = columnName(update.column);
    if (!name || !SEALED_COLUMN_NAMES.has(name)) return update;
    return ColumnUpdateNode.create(update.column, this.sealNode(update.value));
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const insert = super.transformInsertQuery(node);
    if (!insert.columns || !insert.values || !ValuesNode.is(insert.values)) return insert;
    const positions = new Set(insert.columns.flatMap((c, i) => (SEALED_COLUMN_NAMES.has(c.column.name) ? [i] : [])));
    if (positions.size === 0) return insert;
    const rows = insert.values.values.map((row) =>
      PrimitiveValueListNode.is(row)
        ? PrimitiveValueListNode.create(row.values.map((v, i) => (positions.has(i) ? this.sealValue(v) : v)))
        : ValueListNode.create(row.values.map((v, i) => (positions.has(i) ? this.sealNode(v) : v))),
    );
    return { ...insert, values: ValuesNode.create(rows) };
  }
}

const isStored = (value: unknown) => typeof value === 'string' || value instanceof Uint8Array;

export class SealedColumnsPlugin implements KyselyPlugin {
  private readonly transformer: SealingTransformer;

  constructor(private readonly sealer: TextSeal) {
    this.transformer = new SealingTransformer(sealer);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    if (!result.rows.some((row) => SEALED_FIELDS.some((f) => isStored(row[f])))) return result;
    return { ...result, rows: result.rows.map((row) => this.opened(row)) };
  }

  private opened(row: UnknownRow): UnknownRow {
    const copy: UnknownRow = { ...row };
    for (const field of SEALED_FIELDS) {
      const value = copy[field];
      if (typeof value === 'string') copy[field] = this.sealer.open(value);
      else if (value instanceof Uint8Array) copy[field] = this.sealer.openBytes(value);
    }
    return copy;
  }
}
