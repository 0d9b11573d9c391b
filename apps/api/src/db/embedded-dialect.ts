import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * The query builder's link to the embedded database, as Kysely's own PGlite dialect but for how a
 * statement runs: each statement text is parsed and planned by PGlite once and kept as a named
 * prepared statement, and a call sends bind, execute and sync in one exchange. PGlite runs on this
 * process's thread, so the parsing and planning of every call (a chat turn's statement is a long
 * one) and PGlite's five exchanges per query were time every request waited for. Kysely hands the
 * one connection to one caller at a time (the adapter says PGlite has no other), so a transaction's
 * statements are never mixed with another request's.
 */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new EmbeddedDriver(this.pglite);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * Statement texts kept prepared at most (each holds its plan in PGlite's memory). The app's queries
 * are a few hundred shapes; texts beyond the bound (lists of varying length, say) run unnamed.
 */
const PREPARED_STATEMENTS = 2000;

interface Prepared {
  name: string;
  /** The parameters' type ids, for serialising the arguments as PGlite's own queries do. */
  types: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

class EmbeddedDriver implements Driver {
  private readonly statements = new Map<string, Prepared>();

  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    if (this.pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new EmbeddedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as EmbeddedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as EmbeddedConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as EmbeddedConnection).end(false);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }

  /** Runs a statement; the caller holds PGlite's query lock (and the transaction lock, or is in a transaction). */
  async run(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<unknown>> {
    const { serialize } = protocol;
    const statement = this.statements.get(query.sql) ?? (await this.prepare(query.sql));
    const values = query.parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[statement.types[i]!];
      return serializer ? (serializer(value) as string) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // As PGlite's own queries: the file system is synced once a statement outside a transaction ends.
      { syncToFs: !inTransaction },
    );
    const [result] = parse.parseResults(messages, this.pglite.parsers) as Results<unknown>[];
    return {
      rows: result?.rows ?? [],
      numAffectedRows: result?.affectedRows != null ? BigInt(result.affectedRows) : undefined,
    };
  }

  /** Parses a statement text and learns its parameters' types; named (and kept) while there is room. */
  private async prepare(sql: string): Promise<Prepared> {
    const { serialize } = protocol;
    const keep = this.statements.size < PREPARED_STATEMENTS;
    const name = keep ? `kysely_${this.statements.size + 1}` : '';
    const { messages } = await this.pglite.execProtocol(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    if (keep) this.statements.set(sql, prepared);
    return prepared;
  }

  get database(): PGlite {
    return this.pglite;
  }
}

/** One acquisition of the database: its own statements, or a transaction's, which it holds until it ends. */
class EmbeddedConnection implements DatabaseConnection {
  /** Set while this connection's transaction is open: ends it, committing or rolling back. */
  private finish: ((commit: boolean) => void) | null = null;
  private closed: Promise<void> | null = null;

  constructor(private readonly driver: EmbeddedDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const pglite = this.driver.database;
    const inTransaction = this.finish !== null;
    const run = () => pglite._runExclusiveQuery(() => this.driver.run(query, inTransaction));
    // Outside a transaction a statement waits for any open one to end, as PGlite's own query does.
    const result = inTransaction ? await run() : await pglite._runExclusiveTransaction(run);
    return result as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens a transaction with PGlite's own BEGIN … COMMIT, holding its transaction lock until `end`. */
  async begin(): Promise<void> {
    await new Promise<void>((begun, failed) => {
      const decided = new Promise<boolean>((resolve) => (this.finish = resolve));
      this.closed = this.driver.database.transaction(async (tx) => {
        begun();
        if (!(await decided)) await tx.rollback();
      });
      this.closed.catch(failed);
    });
  }

  /** Commits (or rolls back) the open transaction; a failed commit is thrown. */
  async end(commit: boolean): Promise<void> {
    const finish = this.finish;
    const closed = this.closed;
    this.finish = null;
    this.closed = null;
    finish?.(commit);
    await closed;
  }
}
