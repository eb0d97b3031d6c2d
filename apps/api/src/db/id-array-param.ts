// Ids as one statement parameter: PostgreSQL's array literal (`{1,2,3}`), which a statement casts to bigint[]
// (`= any($1::bigint[])`). One named statement then serves any number of ids, where `in ($1, $2, …)` is a new text
// for each count. Integers only, so the literal is safe to build as text.
export const idArrayParam = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
