/**
 * A hot query written in raw SQL, run as a named prepared statement.
 *
 * PostgreSQL plans a statement each time it is sent unnamed. For a wide join
 * run on every page view (the inbox list joins nine tables) the plan costs more
 * than the run: 2.6 ms of planning against 0.2 ms of execution per request in
 * the members' bench (issue #45). Named, the statement is parsed once per pool
 * connection, and after a few runs PostgreSQL keeps a generic plan when it costs
 * no more than the custom ones. drizzle's own `.prepare(name)` does this for
 * its query builder; `db.execute` has no name, so raw SQL comes here.
 *
 * The same name must always carry the same SQL text (only the parameters vary).
 * Inside a transaction (no pool on the handle) the query runs unnamed, as
 * `db.execute` would.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export async function executePrepared<Row extends QueryResultRow>(
  db: Db,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  // drizzle's node-postgres handle carries its pool as $client; a transaction's has none.
  const pool = (db as { $client?: Pool }).$client;
  if (!pool) return { rows: (await db.execute<Row>(query)).rows as Row[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  return pool.query<Row>({ name, text, values: params });
}

/**
 * A hot query of drizzle's builder, built once per database handle and run as
 * drizzle's own named prepared statement (`.prepare(name)`, values through
 * `sql.placeholder`). Its SQL text is not built again on each request (drizzle's
 * building was about a seventh of the server's CPU in the members' mix, issue
 * #45), and PostgreSQL parses it once per connection and keeps its plan, where
 * an unnamed statement is parsed and planned on every request.
 *
 * Keyed by the handle: a test file's database gets its own. Not for a
 * transaction's handle (a `tx` is new each time): those run unprepared.
 */
export function preparedFor<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
