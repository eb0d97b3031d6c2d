// The `Idempotency-Key` a client sends with a request it may retry (creating a listing): the same key within a
// day answers the first request's result instead of doing the work again. Shared so the web form and the API
// agree on the header and its format.

export const idempotencyKeyHeader = 'Idempotency-Key';
/** Set on an answer that repeats an earlier request's result rather than doing the work again. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';
/** 8 to 100 letters, digits, '-' or '_': a UUID fits, and nothing that needs escaping in a log. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export const idempotencyMessages = {
  invalidKey:
    'La clave Idempotency-Key debe tener entre 8 y 100 caracteres: letras sin acentos, números, guiones o guiones bajos.',
} as const;
