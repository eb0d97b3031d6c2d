import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, secretKeyWarning } from './config';
import { defaultWebDist } from './paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/vitrina');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults of the Environment table', () => {
    const config = loadConfig({}, '/srv/vitrina');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/vitrina/data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      demoData: null,
      appName: 'Vitrina',
      contactEmail: null,
      redisUrl: null,
      worker: true,
      logLevel: 'info',
      webDist: defaultWebDist,
      codeSendLimit: { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 },
    });
  });

  it('derives PUBLIC_URL from PORT and resolves DATA_DIR against the working folder', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: 'other/data' }, '/srv/vitrina');
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.dataDir).toBe('/srv/vitrina/other/data');
  });

  it('reads every variable it documents', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://vitrina:secreto@db:5432/vitrina',
        PUBLIC_URL: 'https://vitrina.com.ar/',
        SMTP_URL: 'smtps://usuario:clave@smtp.vitrina.com.ar:465',
        DEMO_DATA: '0',
        APP_NAME: 'Vitrina Palermo',
        CONTACT_EMAIL: 'hola@vitrina.com.ar',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
        APPLE_CLIENT_ID: 'ar.com.vitrina.web',
        GOOGLE_ANALYTICS_ID: 'G-ABC1234',
        REDIS_URL: 'redis://cache:6379',
        WORKER: '0',
        LOG_LEVEL: 'debug',
        WEB_DIST: '/opt/web',
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: '50',
        CODE_SEND_PER_IP: '200',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      databaseUrl: 'postgres://vitrina:secreto@db:5432/vitrina',
      publicUrl: 'https://vitrina.com.ar',
      smtpUrl: 'smtps://usuario:clave@smtp.vitrina.com.ar:465',
      mailFrom: '"Vitrina Palermo" <no-reply@vitrina.com.ar>',
      demoData: false,
      appName: 'Vitrina Palermo',
      contactEmail: 'hola@vitrina.com.ar',
      googleClientId: 'abc.apps.googleusercontent.com',
      appleClientId: 'ar.com.vitrina.web',
      googleAnalyticsId: 'G-ABC1234',
      redisUrl: 'redis://cache:6379',
      worker: false,
      logLevel: 'debug',
      webDist: '/opt/web',
      trustProxy: 1,
      rateLimit: { max: 50, windowMs: 60_000 },
      codeSendLimit: { perEmail: 5, perIp: 200, windowMs: 15 * 60 * 1000 },
    });
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', CONTACT_EMAIL: ' ', DATABASE_URL: '' }, '/srv');
    expect(config.port).toBe(3000);
    expect(config.contactEmail).toBeNull();
    expect(config.databaseUrl).toBeNull();
  });

  it('names the variable and the reason for a bad value', () => {
    expect(problemsOf({ PORT: 'tres mil' })).toEqual([
      'PORT debe ser un número entero entre 0 y 65535 (valor recibido: "tres mil")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT debe ser un número entero entre 0 y 65535/);
    expect(problemsOf({ LOG_LEVEL: 'verbose' })[0]).toMatch(/^LOG_LEVEL debe ser uno de fatal, error, warn, info/);
    expect(problemsOf({ WORKER: 'tal vez' })[0]).toMatch(/^WORKER debe ser 1 o 0/);
    expect(problemsOf({ CONTACT_EMAIL: 'hola-arroba-vitrina' })[0]).toMatch(
      /^CONTACT_EMAIL debe ser una dirección de email válida/,
    );
    expect(problemsOf({ PUBLIC_URL: 'vitrina.com.ar' })[0]).toMatch(/^PUBLIC_URL debe ser una URL http/);
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example/mapa.png' })[0]).toMatch(
      /^MAP_TILE_URL debe ser una URL http\(s\) con \{z\}, \{x\} e \{y\}/,
    );
  });

  it('lists every bad variable at once, in one message', () => {
    try {
      loadConfig({ PORT: '-1', DEMO_DATA: 'quizás' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('Configuración inválida');
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DEMO_DATA');
    }
  });

  it('never repeats a value that may hold a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:supersecreto@db/vitrina' });
    expect(problem).toMatch(/^DATABASE_URL debe ser una URL postgres:\/\//);
    expect(problem).not.toContain('supersecreto');
  });
});

describe('map, secret key and synchronization settings', () => {
  it('default to the embedded gazetteer, the development key and public hosts only', () => {
    const config = loadConfig({}, '/srv');
    expect(config.map).toMatchObject({
      provider: 'embedded',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      googleKey: null,
    });
    expect(config.secretKeyIsDefault).toBe(true);
    expect(config.sync).toMatchObject({
      allowPrivateHosts: false,
      octoparseUrl: 'https://openapi.octoparse.com',
      timeoutMs: 30_000,
      feedMaxBytes: 200 * 1024 * 1024,
    });
  });

  it('reads MAP_PROVIDER, MAP_NOMINATIM_URL, MAP_GOOGLE_KEY, SECRET_KEY, SYNC_ALLOW_PRIVATE_HOSTS and OCTOPARSE_URL', () => {
    const config = loadConfig({
      MAP_PROVIDER: 'google',
      MAP_GOOGLE_KEY: 'AIza-clave',
      MAP_NOMINATIM_URL: 'https://nominatim.vitrina.com.ar/',
      SECRET_KEY: 'k'.repeat(40),
      SYNC_ALLOW_PRIVATE_HOSTS: '1',
      OCTOPARSE_URL: 'http://127.0.0.1:9000/',
    });
    expect(config.map).toMatchObject({
      provider: 'google',
      googleKey: 'AIza-clave',
      nominatimUrl: 'https://nominatim.vitrina.com.ar',
    });
    expect(config).toMatchObject({ secretKey: 'k'.repeat(40), secretKeyIsDefault: false });
    expect(config.sync).toMatchObject({ allowPrivateHosts: true, octoparseUrl: 'http://127.0.0.1:9000' });
  });

  it('refuses a Google provider without key and a short SECRET_KEY, without echoing the key', () => {
    expect(problemsOf({ MAP_PROVIDER: 'google' })).toEqual(['MAP_GOOGLE_KEY es obligatorio con MAP_PROVIDER=google']);
    expect(problemsOf({ MAP_PROVIDER: 'osm' })[0]).toMatch(/^MAP_PROVIDER debe ser uno de embedded, nominatim, google/);
    expect(problemsOf({ SECRET_KEY: 'corta' })).toEqual(['SECRET_KEY debe tener al menos 32 caracteres']);
  });

  it('warns about the development key only when PUBLIC_URL names a public host', () => {
    expect(secretKeyWarning(loadConfig({}))).toBeNull();
    expect(secretKeyWarning(loadConfig({ PUBLIC_URL: 'https://vitrina.com.ar' }))).toMatch(
      /^SECRET_KEY no está definida/,
    );
    expect(
      secretKeyWarning(loadConfig({ PUBLIC_URL: 'https://vitrina.com.ar', SECRET_KEY: 's'.repeat(32) })),
    ).toBeNull();
  });
});

describe('Web Push settings', () => {
  // A real pair, as web-push's generateVAPIDKeys prints them.
  const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
  const privateKey = 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls';

  it('reads the VAPID pair and subject; a local run generates keys, a public one does not', () => {
    const set = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:push@vitrina.com.ar',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    });
    expect(set.push).toEqual({
      keys: { publicKey, privateKey },
      generateKeys: true,
      subject: 'mailto:push@vitrina.com.ar',
      allowPrivateEndpoints: true,
      timeoutMs: 10_000,
    });
    const local = loadConfig({});
    expect(local.push).toMatchObject({ keys: null, generateKeys: true, allowPrivateEndpoints: false });
    expect(local.push.subject).toBe('mailto:no-reply@vitrina.example');
    const deployed = loadConfig({ PUBLIC_URL: 'https://vitrina.com.ar', CONTACT_EMAIL: 'hola@vitrina.com.ar' });
    expect(deployed.push).toMatchObject({ keys: null, generateKeys: false, subject: 'mailto:hola@vitrina.com.ar' });
    expect(loadConfig({ PUBLIC_URL: 'https://vitrina.com.ar' }).push.subject).toBe('https://vitrina.com.ar');
  });

  it('refuses half a pair and malformed keys, never echoing the private one', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PRIVATE_KEY es obligatoria cuando VAPID_PUBLIC_KEY está definida (defina las dos claves o ninguna)',
    ]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: privateKey })).toEqual([
      'VAPID_PUBLIC_KEY es obligatoria cuando VAPID_PRIVATE_KEY está definida (defina las dos claves o ninguna)',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'x'.repeat(50) })).toEqual([
      'VAPID_PUBLIC_KEY debe ser la clave pública VAPID (65 bytes en base64url, 87 caracteres) (valor recibido: "abc")',
      'VAPID_PRIVATE_KEY debe ser la clave privada VAPID (32 bytes en base64url, 43 caracteres)',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://vitrina.com.ar' })[0]).toMatch(
      /^VAPID_SUBJECT debe ser una URL mailto: o https:\/\//,
    );
  });
});

describe('database pools', () => {
  it('default to ten connections a pool and no read copy', () => {
    const config = loadConfig({}, '/srv');
    expect(config.databasePoolSize).toBe(10);
    expect(config.databaseReadUrl).toBeNull();
  });

  it('read DATABASE_POOL_SIZE and DATABASE_READ_URL', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://vitrina:secreto@db:5432/vitrina',
        DATABASE_READ_URL: 'postgres://lectura:secreto@replica:5432/vitrina',
        DATABASE_POOL_SIZE: '25',
      },
      '/srv',
    );
    expect(config.databasePoolSize).toBe(25);
    expect(config.databaseReadUrl).toBe('postgres://lectura:secreto@replica:5432/vitrina');
  });

  it('refuse a pool size out of range and a read copy without DATABASE_URL, never echoing its password', () => {
    expect(problemsOf({ DATABASE_POOL_SIZE: '0' })).toEqual([
      'DATABASE_POOL_SIZE debe ser un número entero entre 1 y 200 (valor recibido: "0")',
    ]);
    expect(problemsOf({ DATABASE_POOL_SIZE: '500' })[0]).toMatch(/^DATABASE_POOL_SIZE debe ser un número entero/);
    const [problem] = problemsOf({ DATABASE_READ_URL: 'postgres://lectura:supersecreto@replica/vitrina' });
    expect(problem).toBe('DATABASE_READ_URL requiere DATABASE_URL: la base embebida no tiene copias de lectura');
    const [bad] = problemsOf({
      DATABASE_URL: 'postgres://db/vitrina',
      DATABASE_READ_URL: 'mysql://lectura:supersecreto@replica/vitrina',
    });
    expect(bad).toMatch(/^DATABASE_READ_URL debe ser una URL postgres:\/\//);
    expect(bad).not.toContain('supersecreto');
  });
});

describe('shutdown', () => {
  it('drains for SHUTDOWN_DRAIN_MS (none by default) and gives the worker 10 s for the jobs in hand', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({ shutdownDrainMs: 0, workerStopTimeoutMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }, '/srv').shutdownDrainMs).toBe(5000);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '20000' })).toEqual([
      'SHUTDOWN_DRAIN_MS debe ser un número entero entre 0 y 10000 (valor recibido: "20000")',
    ]);
  });
});

describe('S3 storage settings', () => {
  const s3 = { S3_BUCKET: 'vitrina-fotos', S3_ACCESS_KEY_ID: 'AKIAEJEMPLO', S3_SECRET_ACCESS_KEY: 'secreto-muy-largo' };

  it('keep uploads in the local folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('read the bucket, keys, endpoint, region, public URL and path style', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'vitrina-fotos',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'AKIAEJEMPLO',
      secretAccessKey: 'secreto-muy-largo',
      publicUrl: null,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'sa-east-1',
      S3_PUBLIC_URL: 'https://archivos.vitrina.com.ar/fotos/',
    }).storage;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      publicUrl: 'https://archivos.vitrina.com.ar/fotos',
      // An endpoint of one's own (MinIO, Ceph) takes the bucket in the path unless told otherwise.
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: '0' }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('name the missing one of the bucket and its two keys', () => {
    expect(problemsOf({ S3_BUCKET: 'vitrina-fotos', S3_ACCESS_KEY_ID: 'AKIAEJEMPLO' })).toEqual([
      'S3_SECRET_ACCESS_KEY es obligatoria cuando S3_BUCKET está definida (S3 necesita S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'vitrina-fotos' })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID es obligatoria cuando S3_BUCKET está definida/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY es obligatoria cuando S3_BUCKET está definida/),
    ]);
    // Any S3 variable without the bucket would leave uploads on the local disk without a word.
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      expect.stringMatching(/^S3_BUCKET es obligatoria cuando S3_ENDPOINT está definida/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID es obligatoria cuando S3_ENDPOINT está definida/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY es obligatoria cuando S3_ENDPOINT está definida/),
    ]);
  });

  it('refuse bad values, never echoing the keys', () => {
    const problems = problemsOf({
      S3_BUCKET: 'Fotos_Vitrina',
      S3_ACCESS_KEY_ID: 'x'.repeat(600),
      S3_SECRET_ACCESS_KEY: 'clave-secreta-que-no-se-muestra'.repeat(20),
      S3_ENDPOINT: 'minio:9000',
      S3_PUBLIC_URL: 'archivos.vitrina.com.ar',
      S3_FORCE_PATH_STYLE: 'quizás',
    });
    expect(problems).toEqual([
      'S3_BUCKET debe ser un nombre de bucket válido (de 3 a 63 minúsculas, números, puntos o guiones) (valor recibido: "Fotos_Vitrina")',
      expect.stringMatching(/^S3_ENDPOINT debe ser una URL http\(s\):\/\//),
      expect.stringMatching(/^S3_ACCESS_KEY_ID /),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY /),
      expect.stringMatching(/^S3_PUBLIC_URL debe ser una URL http\(s\):\/\//),
      expect.stringMatching(/^S3_FORCE_PATH_STYLE debe ser 1 o 0/),
    ]);
    expect(problems.join('\n')).not.toContain('xxxxxxxx');
    expect(problems.join('\n')).not.toContain('clave-secreta');
  });
});
