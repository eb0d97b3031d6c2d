import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from './auth-token';
import { buildUrl, http, HttpError } from './http';

type Call = { url: string; init: RequestInit };

function mockFetch(response: Response | Error | DOMException) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (!(response instanceof Response)) throw response;
      return response;
    }),
  );
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('sends JSON with the JSON headers under /api and returns the parsed body', async () => {
    const calls = mockFetch(json(200, { ok: true }));
    await expect(http.post('/auth/check', { email: 'ana@example.com' })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('/api/auth/check');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"email":"ana@example.com"}');
    expect(calls[0].init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('attaches the stored bearer token', async () => {
    setAuthToken({ token_type: 'Bearer', access_token: 'abc123' });
    const calls = mockFetch(json(200, {}));
    await http.get('/auth/user');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer abc123' });
  });

  it('sends no Authorization header without a token, or with a corrupt one', async () => {
    localStorage.setItem('auth-token', '{not json');
    const calls = mockFetch(json(200, {}));
    await http.get('/configuration');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('throws an HttpError with the status and body of a failed answer', async () => {
    mockFetch(json(422, { message: 'Los datos enviados no son válidos.', errors: { name: ['x'] } }));
    const error = await http.post('/account/group', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, body: { errors: { name: ['x'] } } });
  });

  it('throws an HttpError without status when the server never answers', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await http.get('/configuration').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBeNull();
  });

  it('keeps a non-JSON error body as text and an empty one as null', async () => {
    mockFetch(new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
    mockFetch(new Response(null, { status: 429 }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 429, body: null });
  });

  it('rethrows an abort as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(new DOMException('aborted', 'AbortError'));
    await expect(http.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends multipart forms as POST with the _method override and no JSON content type', async () => {
    const calls = mockFetch(json(200, { id: 1 }));
    const form = new FormData();
    form.set('name', 'Inmobiliaria Palermo');
    await http.upload('/account/group/1', form, { method: 'PUT' });
    expect(calls[0].init.method).toBe('POST');
    const sent = calls[0].init.body as FormData;
    expect(sent.get('_method')).toBe('PUT');
    expect(sent.get('name')).toBe('Inmobiliaria Palermo');
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('buildUrl', () => {
  it('encodes list parameters and leaves out empty ones', () => {
    expect(
      buildUrl('/account/group', { search: 'San Telmo', page: 2, take: 20, orderBy: undefined, x: null, y: '' }),
    ).toBe('/api/account/group?search=San+Telmo&page=2&take=20');
  });

  it('repeats array values with brackets', () => {
    expect(buildUrl('/x', { ids: [1, 2] })).toBe('/api/x?ids%5B%5D=1&ids%5B%5D=2');
  });
});

/** A stand-in XMLHttpRequest that sends in two halves and answers what the test gives it. */
function mockXhr(answer: { status: number; body?: unknown } | 'network-error') {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        for (const loaded of [50, 100])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('http.upload with progress', () => {
  it('reports the share of the form sent and answers like fetch', async () => {
    setAuthToken({ token_type: 'Bearer', access_token: 'abc123' });
    const sent = mockXhr({ status: 200, body: { id: 3 } });
    const progress: number[] = [];
    const form = new FormData();
    form.set('title', 'Departamento en Palermo');
    await expect(
      http.upload('/account/publication/3', form, { method: 'PUT', onUploadProgress: (value) => progress.push(value) }),
    ).resolves.toEqual({ id: 3 });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/account/publication/3',
      headers: { Authorization: 'Bearer abc123' },
    });
    expect((sent[0].body as FormData).get('_method')).toBe('PUT');
  });

  it('fails with the same HttpError as fetch', async () => {
    mockXhr({ status: 422, body: { message: 'x', errors: { title: ['Este campo es obligatorio'] } } });
    await expect(
      http.upload('/account/publication', new FormData(), { onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ status: 422, body: { errors: { title: ['Este campo es obligatorio'] } } });
    mockXhr('network-error');
    await expect(
      http.upload('/account/publication', new FormData(), { onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ status: null });
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    mockXhr({ status: 200, body: {} });
    const controller = new AbortController();
    controller.abort();
    await expect(
      http.upload('/x', new FormData(), { signal: controller.signal, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
