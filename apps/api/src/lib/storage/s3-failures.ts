// What an S3 failure means, in a line a person running the server can act on: the bucket is missing, the keys are
// refused, the endpoint does not answer. The SDK names errors by the S3 error code of an XML body (AccessDenied,
// NoSuchBucket) or, for a HEAD request, which has no body, by the HTTP status (Forbidden, NotFound).

export type S3Target = { bucket: string; endpoint: string | null; region: string };

type SdkError = {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
};

const credentialNames = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'InvalidToken',
  'ExpiredToken',
  'TokenRefreshRequired',
  'AccountProblem',
]);
const missingBucketNames = new Set(['NoSuchBucket', 'NotFound']);
const regionNames = new Set([
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
  'IllegalLocationConstraintException',
]);
const timeoutNames = new Set(['TimeoutError', 'AbortError', 'RequestTimeout']);
const networkCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']);

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function where(target: S3Target): string {
  return target.endpoint ?? `AWS S3 (${target.region})`;
}

/** The error's SDK name, its network code, or its HTTP status: whatever tells the kind of failure. */
function failureOf(error: unknown): { name: string; code: string; status: number | undefined } {
  const sdk = (error ?? {}) as SdkError;
  const cause = ((error as { cause?: SdkError } | null)?.cause ?? {}) as SdkError;
  return {
    name: sdk.name ?? '',
    code: sdk.code ?? cause.code ?? '',
    status: sdk.$metadata?.httpStatusCode,
  };
}

/** Whether the failure says the object (not the bucket) is missing. */
export function isMissingObject(error: unknown): boolean {
  const { name, status } = failureOf(error);
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/** Whether the failure is a 304 answer to If-None-Match (the SDK reports it as an error). */
export function isNotModified(error: unknown): boolean {
  const { name, status } = failureOf(error);
  return status === 304 || name === 'NotModified' || name === '304';
}

/** The Spanish line the server refuses to start with when the bucket cannot be used. */
export function describeS3Failure(error: unknown, target: S3Target, timeoutMs: number): string {
  const { name, code, status } = failureOf(error);
  const bucket = `"${target.bucket}"`;
  // A HEAD answer has no body, so the SDK knows only its status.
  const label = name && name !== 'Unknown' ? name : `HTTP ${status ?? '?'}`;
  if (timeoutNames.has(name) || code === 'ETIMEDOUT') {
    return `S3 no respondió en ${duration(timeoutMs)} (${where(target)}): revisá S3_ENDPOINT y que el servidor esté en marcha.`;
  }
  if (networkCodes.has(code)) {
    return `No se pudo conectar con S3 en ${where(target)} (${code}): revisá S3_ENDPOINT y que el servidor esté en marcha.`;
  }
  if (missingBucketNames.has(name) || status === 404) {
    return `El bucket ${bucket} no existe en ${where(target)}: crealo o corregí S3_BUCKET.`;
  }
  if (credentialNames.has(name) || status === 403 || status === 401) {
    return `S3 rechazó las credenciales para el bucket ${bucket} (${label}): revisá S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY, y que den acceso al bucket.`;
  }
  if (regionNames.has(name) || status === 301) {
    return `El bucket ${bucket} está en otra región que S3_REGION (${target.region}): corregí S3_REGION.`;
  }
  const detail = name || status ? label : String((error as Error | null)?.message ?? error);
  return `S3 no permite usar el bucket ${bucket} en ${where(target)} (${detail}).`;
}
