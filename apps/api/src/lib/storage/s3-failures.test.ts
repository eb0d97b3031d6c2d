// A bucket that cannot be used says why: at start-up (check) in a line for whoever runs the server, and during a
// request as a 503 with a Spanish message. Against s3rver where it can refuse (a missing bucket, an unknown key),
// and against small local servers for what it cannot (a refused signature, a wrong region, silence).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeS3Failure } from './s3-failures';
import { createTestBucket, startTestS3Server, testS3Storage, type TestS3Server } from './s3-test-server';
import { StorageUnavailableError, type Storage } from './storage';

let s3: TestS3Server;
let bucket: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = await createTestBucket(s3.endpoint);
});
afterAll(() => s3?.close());

/** A store for the test, closed when the callback ends. */
async function withStore<T>(store: Storage, use: (store: Storage) => Promise<T>): Promise<T> {
  try {
    return await use(store);
  } finally {
    store.close();
  }
}

async function checkFailure(store: Storage): Promise<string> {
  return withStore(store, async () => {
    const error = await store.check().then(
      () => null,
      (failure: Error) => failure,
    );
    if (!error) throw new Error('check() passed');
    return error.message;
  });
}

/** An HTTP server on loopback answering every request with `answer`. */
async function fakeS3(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function xmlError(status: number, code: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    // A HEAD answer has no body: the client knows only the status.
    response.end(
      request.method === 'HEAD'
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>refused</Message></Error>`,
    );
  };
}

describe('the start-up check', () => {
  it('names a bucket that does not exist', async () => {
    expect(await checkFailure(testS3Storage(s3.endpoint, 'no-existe'))).toBe(
      `El bucket "no-existe" no existe en ${s3.endpoint}: crealo o corregí S3_BUCKET.`,
    );
  });

  it('says the credentials were refused for an unknown access key', async () => {
    expect(await checkFailure(testS3Storage(s3.endpoint, bucket, { accessKeyId: 'OTRA-CLAVE' }))).toBe(
      `S3 rechazó las credenciales para el bucket "${bucket}" (HTTP 403): revisá S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY, y que den acceso al bucket.`,
    );
  });

  it('says the credentials were refused when the server refuses the signature', async () => {
    const server = await fakeS3(xmlError(403, 'SignatureDoesNotMatch'));
    try {
      expect(await checkFailure(testS3Storage(server.endpoint, 'fotos'))).toMatch(
        /^S3 rechazó las credenciales para el bucket "fotos" \(HTTP 403\): revisá S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY/,
      );
    } finally {
      await server.close();
    }
  });

  it('points at S3_REGION when the bucket lives in another region', async () => {
    const server = await fakeS3((_request, response) => {
      response.writeHead(301, { 'x-amz-bucket-region': 'eu-west-1' });
      response.end();
    });
    try {
      expect(await checkFailure(testS3Storage(server.endpoint, 'fotos'))).toBe(
        'El bucket "fotos" está en otra región que S3_REGION (us-east-1): corregí S3_REGION.',
      );
    } finally {
      await server.close();
    }
  });

  it('gives up on an endpoint that takes the connection and never answers', async () => {
    const silent = await silentServer();
    try {
      const store = testS3Storage(silent.endpoint, 'fotos', { checkTimeoutMs: 300 });
      expect(await checkFailure(store)).toBe(
        `S3 no respondió en 300 ms (${silent.endpoint}): revisá S3_ENDPOINT y que el servidor esté en marcha.`,
      );
    } finally {
      await silent.close();
    }
  });

  it('says no server answers at the endpoint', async () => {
    const silent = await silentServer();
    const endpoint = silent.endpoint;
    await silent.close();
    expect(await checkFailure(testS3Storage(endpoint, 'fotos'))).toBe(
      `No se pudo conectar con S3 en ${endpoint} (ECONNREFUSED): revisá S3_ENDPOINT y que el servidor esté en marcha.`,
    );
  });
});

describe('a request the store refuses or never answers', () => {
  it('fails with a 503 and a Spanish message, whatever S3 said', async () => {
    for (const code of ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InternalError']) {
      const server = await fakeS3(xmlError(code === 'InternalError' ? 500 : 403, code));
      try {
        await withStore(testS3Storage(server.endpoint, 'fotos'), async (store) => {
          const put = await store.put('groups/logo.webp', Buffer.from('x'), 'image/webp').catch((error) => error);
          expect(put, code).toBeInstanceOf(StorageUnavailableError);
          expect(put).toMatchObject({
            status: 503,
            message: 'No se pudo guardar la imagen. Probá de nuevo en unos minutos.',
          });
          const get = await store.get('groups/logo.webp').catch((error) => error);
          expect(get).toMatchObject({
            status: 503,
            message: 'No se pudo leer la imagen. Probá de nuevo en unos minutos.',
          });
          // What the operator reads in the log: the SDK's error, named by S3's code.
          expect((get as Error).cause).toMatchObject({ name: code });
        });
      } finally {
        await server.close();
      }
    }
  });

  it('fails instead of hanging when the endpoint stops answering', async () => {
    const silent = await silentServer();
    try {
      await withStore(testS3Storage(silent.endpoint, 'fotos', { requestTimeoutMs: 300 }), async (store) => {
        await expect(store.put('groups/logo.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
          StorageUnavailableError,
        );
        await expect(store.exists('groups/logo.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
      });
    } finally {
      await silent.close();
    }
  });
});

describe('the explanation of an S3 error', () => {
  const target = { bucket: 'fotos', endpoint: 'https://s3.example.com', region: 'us-east-1' };
  const sdkError = (name: string, status: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

  it('tells refused credentials by the names S3 gives them', () => {
    for (const name of ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied']) {
      expect(describeS3Failure(sdkError(name, 403), target, 5000), name).toBe(
        `S3 rechazó las credenciales para el bucket "fotos" (${name}): revisá S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY, y que den acceso al bucket.`,
      );
    }
  });

  it('tells a missing bucket, a timeout and anything else', () => {
    expect(describeS3Failure(sdkError('NoSuchBucket', 404), target, 5000)).toBe(
      'El bucket "fotos" no existe en https://s3.example.com: crealo o corregí S3_BUCKET.',
    );
    expect(describeS3Failure(sdkError('TimeoutError', 0), { ...target, endpoint: null }, 5000)).toBe(
      'S3 no respondió en 5 s (AWS S3 (us-east-1)): revisá S3_ENDPOINT y que el servidor esté en marcha.',
    );
    expect(describeS3Failure(sdkError('SlowDown', 503), target, 5000)).toBe(
      'S3 no permite usar el bucket "fotos" en https://s3.example.com (SlowDown).',
    );
  });
});

/** A TCP server that takes connections and never says a word. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
