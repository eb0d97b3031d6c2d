// The one way the web app talks to the API: base path /api, JSON in and out, cookies sent, the stored bearer token
// attached. Failures become an HttpError whose status is null when no response arrived.
import { authorizationHeader } from './auth-token';

const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export class HttpError extends Error {
  /** null when the server never answered (offline, refused, CORS, DNS). */
  readonly status: number | null;
  /** The parsed JSON body, the text body, or null when there was none. */
  readonly body: unknown;

  constructor(status: number | null, body: unknown, options?: { cause?: unknown }) {
    super(status === null ? 'Sin respuesta del servidor' : `HTTP ${status}`, options);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(Array.isArray(value) ? `${key}[]` : key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const authorization = authorizationHeader();
  if (authorization) headers.Authorization = authorization;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // An abort is the caller's own doing, not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new HttpError(null, null, { cause: error });
  }

  const data = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, data);
  return data as T;
}

export type OverrideMethod = 'PUT' | 'PATCH' | 'DELETE';

/** Multipart forms travel as POST with a `_method` field, which the API honours (decision 004). */
function withMethodOverride(form: FormData, method: OverrideMethod): FormData {
  form.set('_method', method);
  return form;
}

/** Upload progress as a fraction from 0 to 1 of the request body sent. */
export type UploadProgress = (fraction: number) => void;

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  if (xhr.status === 204 || !xhr.responseText) return null;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(xhr.responseText);
    } catch {
      return xhr.responseText;
    }
  }
  return xhr.responseText;
}

/**
 * The same request as `request`, through XMLHttpRequest: fetch cannot report how much of a request body has gone
 * out, and a form with a dozen photos from a phone deserves a progress bar. Answers and failures read as `request`'s.
 */
function requestWithProgress<T>(
  path: string,
  options: RequestOptions & { body: FormData },
  onProgress: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('The request was aborted.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    // Same-origin requests carry cookies as fetch's 'same-origin' does.
    xhr.open('POST', buildUrl(path, options.query));
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const authorization = authorizationHeader();
    if (authorization) headers.Authorization = authorization;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      onProgress(1);
      const data = parseXhrBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new HttpError(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError(null, null));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    };
    xhr.send(options.body);
  });
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /**
   * Sends a multipart form; with `method` it is a POST carrying the override field. With `onUploadProgress` it
   * reports how much of the form has been sent.
   */
  upload: <T>(
    path: string,
    form: FormData,
    options: RequestOptions & { method?: OverrideMethod; onUploadProgress?: UploadProgress } = {},
  ) => {
    const { method, onUploadProgress, ...rest } = options;
    const body = method ? withMethodOverride(form, method) : form;
    if (onUploadProgress) return requestWithProgress<T>(path, { ...rest, body }, onUploadProgress);
    return request<T>('POST', path, { ...rest, body });
  },
};
