// A client of Octoparse's OpenAPI (synchronizer type 'scraping', service 'octoparse'): a password grant at
// POST {base}/token, then the task's rows from GET {base}/api/alldata/GetDataOfTaskByOffset, page after page,
// each answer giving the next offset, until restTotal is 0. The base URL is OCTOPARSE_URL.
import { z } from 'zod';
import { fetchBuffer, FetchError, type FetchLimits } from './safe-http';

export type OctoparseFailure = 'login' | 'task' | 'unreachable' | 'timeout';

export class OctoparseError extends Error {
  constructor(
    readonly failure: OctoparseFailure,
    detail: string,
  ) {
    super(`Octoparse ${failure}: ${detail}`);
    this.name = 'OctoparseError';
  }
}

export type OctoparseSettings = { baseUrl: string; timeoutMs: number; pageSize?: number; maxPageBytes?: number };
export type OctoparseTask = { username: string; password: string; taskId: string };
export type OctoparsePage = { total: number; rows: Record<string, unknown>[] };

const tokenSchema = z.object({ access_token: z.string().min(1) });
const pageSchema = z.object({
  data: z.object({
    offset: z.coerce.number().int(),
    total: z.coerce.number().int(),
    restTotal: z.coerce.number().int(),
    dataList: z.array(z.record(z.string(), z.unknown())),
  }),
});

// The whole task can hold a great many rows: never more pages than this, whatever the answers claim.
const maxPages = 10_000;

async function call(
  url: string,
  settings: OctoparseSettings,
  options: Parameters<typeof fetchBuffer>[2],
): Promise<{ status: number; json: unknown }> {
  // Our own configured service, not a user's URL: private addresses are fine (and tests run it locally).
  const limits: FetchLimits = {
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxPageBytes ?? 50 * 1024 * 1024,
    allowPrivateHosts: true,
  };
  try {
    const { status, body } = await fetchBuffer(url, limits, options);
    return { status, json: JSON.parse(body.toString('utf8')) as unknown };
  } catch (error) {
    if (error instanceof FetchError) {
      if (error.failure === 'timeout') throw new OctoparseError('timeout', error.message);
      if (error.failure === 'status') return { status: error.status ?? 0, json: null };
      throw new OctoparseError('unreachable', error.message);
    }
    throw new OctoparseError('task', 'answer is not JSON');
  }
}

async function octoparseLogin(settings: OctoparseSettings, task: OctoparseTask): Promise<string> {
  const body = new URLSearchParams({
    username: task.username,
    password: task.password,
    grant_type: 'password',
  }).toString();
  const { status, json } = await call(`${settings.baseUrl}/token`, settings, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const token = tokenSchema.safeParse(json);
  // A refused password answers 400 (invalid_grant) or, from some gateways, 401/403.
  if (status >= 400 && status < 500) throw new OctoparseError('login', `HTTP ${status}`);
  if (!token.success) throw new OctoparseError(status >= 500 ? 'unreachable' : 'login', `HTTP ${status}`);
  return token.data.access_token;
}

/** The task's rows, one page at a time, after logging in. */
export async function* octoparseRows(settings: OctoparseSettings, task: OctoparseTask): AsyncGenerator<OctoparsePage> {
  const token = await octoparseLogin(settings, task);
  const size = settings.pageSize ?? 1000;
  let offset = 0;
  for (let page = 0; page < maxPages; page++) {
    const query = new URLSearchParams({ taskId: task.taskId, offset: String(offset), size: String(size) });
    const { status, json } = await call(`${settings.baseUrl}/api/alldata/GetDataOfTaskByOffset?${query}`, settings, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const parsed = pageSchema.safeParse(json);
    if (status !== 200 || !parsed.success) throw new OctoparseError('task', `HTTP ${status}`);
    const { data } = parsed.data;
    yield { total: data.total, rows: data.dataList };
    // An answer that does not move forward would loop for ever.
    if (data.restTotal <= 0 || data.dataList.length === 0 || data.offset <= offset) return;
    offset = data.offset;
  }
}
