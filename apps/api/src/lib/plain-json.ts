// A route's answer written with JSON.stringify instead of the zod serializer (product.md, Searches: the swipe deck's
// hot path). The route keeps its response schema, so the OpenAPI document still describes the answer, and its tests
// parse the answers with that schema; what is skipped is validating every card of every page on the way out, which
// cost about a third of a page's CPU time. Only for answers built field by field from typed views, never from rows.
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
