// The query box's limits, apart from the request's schema (query-parse-api.ts), so the home's query box loads no zod.
export const queryParseLimits = { textMax: 300 } as const;
