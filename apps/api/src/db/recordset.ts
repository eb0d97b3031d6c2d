// Many rows of a table in one statement: the rows travel as ONE JSON parameter that json_to_recordset unpacks,
// not as thousands of bound values. On the embedded database a statement has a fixed cost that dwarfs a row's,
// and either engine caps the bound values of one statement, so this is how the seed and the synchronizer insert
// listings by the thousand. The column list and the record's types come from the Drizzle table, so a new
// column needs nothing here.
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type Recordset = {
  /** The table's columns the rows set, in the table's order: `insert into t (${columns}) ${select}`. */
  columns: SQL;
  /** `select … from json_to_recordset(…)`: one row per input row, in input order. */
  select: SQL;
};

/** What a NOT NULL column with a default gets when a row leaves it out (or sends null), as an insert would. */
function defaultOf(column: PgColumn): SQL | null {
  if (!column.notNull || !column.hasDefault || column.default === undefined) return null;
  if (is(column.default, SQL)) return column.default;
  const value = typeof column.default === 'object' ? JSON.stringify(column.default) : column.default;
  return sql`${value}::${sql.raw(column.getSQLType())}`;
}

/**
 * The rows' values keyed by the table's property names (`areaTotal`, as Drizzle's insert takes them); a key no row
 * has is left to the column's default. Values must survive JSON: dates travel as ISO strings.
 */
export function jsonRecordset<T extends PgTable>(table: T, rows: readonly Partial<T['$inferInsert']>[]): Recordset {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const used = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) => present.has(key));
  if (used.length === 0) throw new Error('jsonRecordset: the rows set no column of the table');
  const columns = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    used.map(([key, column]) => {
      const value = sql`x.${sql.identifier(key)}`;
      const fallback = defaultOf(column);
      return fallback ? sql`coalesce(${value}, ${fallback})` : value;
    }),
    sql`, `,
  );
  const recordType = sql.join(
    used.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return {
    columns,
    select: sql`select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${recordType})`,
  };
}
