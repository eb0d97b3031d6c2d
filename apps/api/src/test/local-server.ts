// A throwaway HTTP server on loopback for tests that need the other end of a client: a feed, an image host, a
// map service, Octoparse. It records what it was asked and can be closed with requests still hanging.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
export type LocalServer = { url: string; requests: SeenRequest[]; close(): Promise<void> };

export async function startLocalServer(
  handler: (request: IncomingMessage & { body: string }, response: ServerResponse) => void | Promise<void>,
): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      Promise.resolve(handler(Object.assign(request, { body }), response)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
