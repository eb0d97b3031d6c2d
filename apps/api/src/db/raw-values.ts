// Reading the rows of raw statements (`db.execute`): a bigint or numeric column arrives as a string from `pg` and as
// a number from PGlite, and a nullable one may be null.

/** A bigint or numeric value as a number, null kept. */
export const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));
