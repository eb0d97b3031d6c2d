// A select's rows mapped to its objects by a plan made once per statement, for the statements built once and run on
// every hot request (prepared.ts). Drizzle maps each row by walking the select's fields again: for every column of
// every row it asks which kind of field it is, iterates its path and looks its table up for left joins. That was
// about 12 µs of a public listing's 75 columns and a tenth of a filtered page's CPU (decision 038). The plan does the
// same work once: each column's decoder, the objects to make in the order Drizzle makes them, and which table can turn
// a joined object into null. A row then costs one pass over its columns, and the answer is the same, key for key
// (row-mapper.test.ts compares both on the same statements).
import { Column, getTableName, is, SQL, Subquery, type DriverValueDecoder } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/** A select's field as Drizzle orders them for its statement: where it goes and what reads it. */
type OrderedField = { path: string[]; field: unknown };

/** Either an object to make inside `parent` (then `column` is -1), or a column's value to set in it. */
type Step = {
  parent: number;
  key: string;
  /** The object's slot, for an object; -1 for a value. */
  slot: number;
  column: number;
  decoder: Decoder | null;
};

/**
 * A top-level object of a join (`{ owner: users }`), which Drizzle answers as null when the column it read first is
 * null and its table is joined as nullable. `mixed`: its columns come from more than one table, so it never is.
 */
type Nullable = { key: string; slot: number; column: string; table: string; mixed: boolean };

export type RowPlan = { slots: number; steps: Step[]; nullables: Nullable[] };

type Decoder = DriverValueDecoder<unknown, unknown>;
/** Drizzle's SQL keeps the decoder its `mapWith` set (else one that answers the value as it is) out of its types. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** What reads a field's value, chosen as Drizzle chooses it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** The plan of a select's fields, in the order its statement answers its columns. */
export function planRows(fields: readonly OrderedField[]): RowPlan {
  const steps: Step[] = [];
  // Each object by its path, as Drizzle makes it: when its first column comes.
  const slotOf = new Map<string, number>([['', 0]]);
  const nullables = new Map<string, Nullable>();
  fields.forEach(({ path, field }, column) => {
    let parent = 0;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const at = path.slice(0, depth + 1).join('\u0000');
      let slot = slotOf.get(at);
      if (slot === undefined) {
        slot = slotOf.size;
        slotOf.set(at, slot);
        steps.push({ parent, key: path[depth], slot, column: -1, decoder: null });
      }
      parent = slot;
    }
    steps.push({ parent, key: path[path.length - 1], slot: -1, column, decoder: decoderOf(field) });
    if (is(field, Column) && path.length === 2) {
      const table = getTableName(field.table);
      const known = nullables.get(path[0]);
      if (!known) nullables.set(path[0], { key: path[0], slot: parent, column: path[1], table, mixed: false });
      else if (known.table !== table) known.mixed = true;
    }
  });
  return { slots: slotOf.size, steps, nullables: [...nullables.values()].filter((nullable) => !nullable.mixed) };
}

/** One row (in array mode) as the select's object. */
export function mapRow(
  plan: RowPlan,
  row: readonly unknown[],
  joinsNotNullable: Record<string, boolean> | undefined,
): Record<string, unknown> {
  const objects: Record<string, unknown>[] = new Array(plan.slots);
  const result: Record<string, unknown> = {};
  objects[0] = result;
  for (const step of plan.steps) {
    if (step.column < 0) {
      const made: Record<string, unknown> = {};
      objects[step.parent][step.key] = made;
      objects[step.slot] = made;
    } else {
      const raw = row[step.column];
      objects[step.parent][step.key] = raw === null ? null : step.decoder!.mapFromDriverValue(raw);
    }
  }
  if (joinsNotNullable) {
    // As Drizzle decides it: on the decoded value of the object's first column.
    for (const nullable of plan.nullables)
      if (!joinsNotNullable[nullable.table] && objects[nullable.slot][nullable.column] === null)
        result[nullable.key] = null;
  }
  return result;
}

/** What a prepared statement of Drizzle's carries to map its rows (its driver's session, node-postgres or PGlite). */
type PreparedWithFields = {
  fields?: OrderedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  joinsNotNullableMap?: Record<string, boolean>;
};

/**
 * Has `prepared`, when it is a select's statement built once, map its rows by a plan. Anything else is answered as it
 * is: what is not a prepared statement, statements without fields (raw SQL, an insert without returning) and those that
 * already map their own rows (relational queries).
 */
export function withRowPlan<P>(prepared: P): P {
  if (!is(prepared, PgPreparedQuery)) return prepared;
  const statement = prepared as PreparedWithFields;
  if (!statement.fields || statement.customResultMapper) return prepared;
  const plan = planRows(statement.fields);
  // The select sets its joins' nullability on the statement after preparing it: read when the rows come.
  statement.customResultMapper = (rows) => rows.map((row) => mapRow(plan, row, statement.joinsNotNullableMap));
  return prepared;
}
