import { createQueryId, type CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Db } from './database.js';
import { keepPrepared } from './named-statements.js';
import { SEALED_COLUMN_NAMES } from './sealed-columns.js';

/**
 * A query of fixed shape, built and compiled once per database handle instead of on every call
 * (the query builder and its plugins cost as much CPU as the rest of a small request). It is built
 * once with a marker in place of each argument; each call puts the arguments where the markers
 * landed in the compiled parameters. The plugins' result transforms (camel case, sealed columns)
 * still run on every result. On PostgreSQL its text is also kept prepared by name on each connection
 * (see named-statements.ts), so the server parses it once per connection too. Reads only: a write
 * goes through `preparedWrite`, or the builder, which seals each value it writes to a sealed column
 * (a marker is no value to seal).
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Db, ...markers: A) => Compilable<R>,
  arity: A['length'],
  check: (query: CompiledQuery<R>) => void = () => undefined,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; places: number[][] }>();
  const prepare = (db: Db) => {
    const markers = Array.from({ length: arity }, (_, i) => ({ preparedArgument: i }));
    const query = build(db, ...(markers as unknown as A)).compile();
    const places = markers.map((marker) => query.parameters.flatMap((value, at) => (value === marker ? [at] : [])));
    if (places.some((at) => at.length === 0)) throw new Error('a prepared query must use every argument');
    check(query);
    keepPrepared(query.sql);
    const entry = { query, places };
    compiled.set(db, entry);
    return entry;
  };
  return (db, ...args) => {
    const { query, places } = compiled.get(db) ?? prepare(db);
    const parameters = [...query.parameters];
    places.forEach((at, i) => at.forEach((p) => (parameters[p] = args[i])));
    return db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
  };
}

/**
 * A write of fixed shape compiled once, as `preparedQuery`: refused when it names a sealed column
 * at all, since its arguments would go in unsealed (the hot chat writes touch none).
 */
export function preparedWrite<A extends unknown[], R>(
  build: (db: Db, ...markers: A) => Compilable<R>,
  arity: A['length'],
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  return preparedQuery(build, arity, (query) => {
    const sealed = [...SEALED_COLUMN_NAMES].find((name) => query.sql.includes(`"${name}"`));
    if (sealed) throw new Error(`a prepared write may not name the sealed column ${sealed}`);
  });
}
