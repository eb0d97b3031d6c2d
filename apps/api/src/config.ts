// Every environment variable the API reads, parsed once at start-up. Nothing else in the API reads process.env
// (the linter holds it): server.ts, worker.ts and the seed call loadConfigOrExit and hand the Config around.
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each PostgreSQL pool may open (the primary's and the read pool's), per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** A read-only copy for the heavy reads (searches, map, statistics); null: they read the primary. */
  databaseReadUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** null: decide by the database (load on a new embedded database only). */
  demoData: boolean | null;
  appName: string;
  contactEmail: string | null;
  /** Addresses whose owners hold every admin permission once they prove the address (ADMIN_EMAILS). */
  adminEmails: string[];
  googleClientId: string | null;
  /** Map tiles for the web app's maps; null means OpenStreetMap's. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  appleClientId: string | null;
  /** Where the providers publish the keys that sign their ID tokens; tests point these at a local server. */
  googleJwksUrl: string;
  appleJwksUrl: string;
  googleAnalyticsId: string | null;
  redisUrl: string | null;
  worker: boolean;
  /** How long a stopping worker waits for the jobs in hand before releasing them to another worker. */
  workerStopTimeoutMs: number;
  /** On SIGTERM, how long readiness answers 503 while requests are still served, before the server stops accepting. */
  shutdownDrainMs: number;
  logLevel: LogLevel;
  webDist: string;
  trustProxy: boolean | number;
  /** Requests per client IP per window on /api (static files are never limited). */
  rateLimit: { max: number; windowMs: number };
  /** Largest JSON body (and form field), in bytes; a route that needs more says so (the group logo's data URL). */
  bodyLimit: number;
  /** Largest uploaded file, in bytes. */
  uploadLimit: number;
  /** What one user may store in uploads (listing images with their thumbnails, avatar), in MB. */
  storageQuotaMb: number;
  /** A listing's price that falls by at least this percentage, in the same currency, tells who liked it. */
  priceDropMinPercent: number;
  /** Emailed sign-in codes: how many may be sent per email (counted in the database) and per IP per window. */
  codeSendLimit: { perEmail: number; perIp: number; windowMs: number };
  /** Leads («Consultar»): how many one IP may send, and one listing or store may receive, per window (decision 024). */
  leadLimit: { perIp: number; perTarget: number; windowMs: number };
  /** Where addresses are looked up: the shipped gazetteer, or a Nominatim or Google service. */
  map: { provider: MapProvider; nominatimUrl: string; googleKey: string | null; googleUrl: string; timeoutMs: number };
  /** Encrypts secrets kept at rest (synchronizer passwords). `secretKeyIsDefault`: SECRET_KEY was not set. */
  secretKey: string;
  secretKeyIsDefault: boolean;
  /** Listing synchronization: limits on what a feed may cost us, and the Octoparse API. */
  sync: {
    timeoutMs: number;
    feedMaxBytes: number;
    imageMaxBytes: number;
    imagesPerItem: number;
    /** Feeds and images on private, loopback or link-local addresses are refused unless this is set (tests). */
    allowPrivateHosts: boolean;
    octoparseUrl: string;
  };
  /** Web Push (docs/decisions/015-notifications.md). */
  push: PushConfig;
  /** The inbox's live stream: a comment this often keeps an idle connection open (decision 022). */
  activityHeartbeatMs: number;
  /** Where uploads live: $DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set (lib/storage/). */
  storage: StorageConfig;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** null: AWS's own endpoint for the region. */
      endpoint: string | null;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where browsers fetch objects (the bucket's public address or a CDN); null: through the API at /uploads/. */
      publicUrl: string | null;
      forcePathStyle: boolean;
    };

export type VapidKeys = { publicKey: string; privateKey: string };

export type PushConfig = {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: generated in $DATA_DIR (when `generateKeys`) or push is off. */
  keys: VapidKeys | null;
  /** A local run (PUBLIC_URL on this machine) keeps generated keys in $DATA_DIR/vapid.json; a public one never. */
  generateKeys: boolean;
  /** The contact push services see in the VAPID token: mailto: or https:. */
  subject: string;
  /** Subscriptions on private, loopback or link-local addresses (and plain http there) are accepted (tests). */
  allowPrivateEndpoints: boolean;
  /** The longest one send to a push service may take. */
  timeoutMs: number;
};

const mapProviders = ['embedded', 'nominatim', 'google'] as const;
export type MapProvider = (typeof mapProviders)[number];

// Development only: anyone reading the source knows it, so a public deployment must set its own.
const developmentSecretKey = 'vitrina-development-secret-key-not-for-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'debe ser 1 o 0 (también true/false)',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

function urlWith(protocols: string[], description: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `debe ser una URL ${description}` },
    );
}

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `debe ser un número entero entre ${min} y ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `debe ser un número entero entre ${min} y ${max}` });

const optionalText = z.string().trim().min(1).max(500);

/** A key in unpadded base64url (what web-push's generateVAPIDKeys prints) decoding to exactly `bytes` bytes. */
function base64UrlKey(bytes: number, description: string) {
  return z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
      message: `debe ser ${description}`,
    });
}

const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const s3Settings = [...s3Required, 'S3_ENDPOINT', 'S3_REGION', 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE'] as const;

// Keys are the variable names, so an issue's path is exactly the name the message must show.
const envSchema = z
  .object({
    PORT: integer(0, 65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://usuario:clave@servidor:5432/base').optional(),
    DATABASE_POOL_SIZE: integer(1, 200).default(10),
    DATABASE_READ_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://usuario:clave@servidor:5432/base').optional(),
    SHUTDOWN_DRAIN_MS: integer(0, 10_000).default(0),
    PUBLIC_URL: urlWith(['http:', 'https:'], 'http(s)://, por ejemplo https://vitrina.com.ar').optional(),
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp:// o smtps://').optional(),
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    DEMO_DATA: flag.optional(),
    APP_NAME: z
      .string()
      .trim()
      .min(1, { message: 'no puede estar vacío' })
      .max(60, { message: 'debe tener 60 caracteres como máximo' })
      .default('Vitrina'),
    CONTACT_EMAIL: z.email({ message: 'debe ser una dirección de email válida' }).optional(),
    ADMIN_EMAILS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'debe ser una lista de emails separados por comas' })))
      .optional(),
    GOOGLE_CLIENT_ID: optionalText.optional(),
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, { message: 'debe ser una URL http(s) con {z}, {x} e {y}' })
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(500).optional(),
    APPLE_CLIENT_ID: optionalText.optional(),
    GOOGLE_JWKS_URL: urlWith(['http:', 'https:'], 'http(s)://').default('https://www.googleapis.com/oauth2/v3/certs'),
    APPLE_JWKS_URL: urlWith(['http:', 'https:'], 'http(s)://').default('https://appleid.apple.com/auth/keys'),
    GOOGLE_ANALYTICS_ID: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{4,40}$/i, { message: 'debe ser un identificador como G-XXXXXXX' })
      .optional(),
    REDIS_URL: urlWith(['redis:', 'rediss:'], 'redis:// o rediss://').optional(),
    WORKER: flag.default(true),
    LOG_LEVEL: z.enum(logLevels, { message: `debe ser uno de ${logLevels.join(', ')}` }).default('info'),
    WEB_DIST: z.string().trim().min(1).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => /^\d+$/.test(value) || ['true', 'false'].includes(value), {
        message: 'debe ser true, false o la cantidad de proxies delante del servidor',
      })
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value === 'true'))
      .default(false),
    RATE_LIMIT_MAX: integer(1, 1_000_000).default(300),
    CODE_SEND_PER_IP: integer(1, 1_000_000).default(20),
    UPLOAD_MAX_MB: integer(1, 200).default(10),
    STORAGE_QUOTA_MB: integer(1, 10_000_000).default(500),
    PRICE_DROP_MIN_PERCENT: integer(1, 90).default(5),
    ACTIVITY_HEARTBEAT_MS: integer(100, 120_000).default(15_000),
    MAP_PROVIDER: z.enum(mapProviders, { message: `debe ser uno de ${mapProviders.join(', ')}` }).default('embedded'),
    MAP_NOMINATIM_URL: urlWith(['http:', 'https:'], 'http(s)://').default('https://nominatim.openstreetmap.org'),
    MAP_GOOGLE_KEY: optionalText.optional(),
    SECRET_KEY: z.string().trim().min(32, { message: 'debe tener al menos 32 caracteres' }).max(500).optional(),
    SYNC_ALLOW_PRIVATE_HOSTS: flag.default(false),
    OCTOPARSE_URL: urlWith(['http:', 'https:'], 'http(s)://').default('https://openapi.octoparse.com'),
    VAPID_PUBLIC_KEY: base64UrlKey(65, 'la clave pública VAPID (65 bytes en base64url, 87 caracteres)').optional(),
    VAPID_PRIVATE_KEY: base64UrlKey(32, 'la clave privada VAPID (32 bytes en base64url, 43 caracteres)').optional(),
    VAPID_SUBJECT: urlWith(
      ['mailto:', 'https:'],
      'mailto: o https://, por ejemplo mailto:hola@vitrina.com.ar',
    ).optional(),
    PUSH_ALLOW_PRIVATE_ENDPOINTS: flag.default(false),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'debe ser un nombre de bucket válido (de 3 a 63 minúsculas, números, puntos o guiones)',
      })
      .optional(),
    S3_ENDPOINT: urlWith(['http:', 'https:'], 'http(s)://, por ejemplo http://127.0.0.1:9000').optional(),
    S3_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, { message: 'debe ser el nombre de una región, por ejemplo us-east-1' })
      .optional(),
    S3_ACCESS_KEY_ID: optionalText.optional(),
    S3_SECRET_ACCESS_KEY: optionalText.optional(),
    S3_PUBLIC_URL: urlWith(['http:', 'https:'], 'http(s)://, por ejemplo https://archivos.vitrina.com.ar').optional(),
    S3_FORCE_PATH_STYLE: flag.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'requiere DATABASE_URL: la base embebida no tiene copias de lectura',
      });
    }
    if (env.MAP_PROVIDER === 'google' && !env.MAP_GOOGLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['MAP_GOOGLE_KEY'], message: 'es obligatorio con MAP_PROVIDER=google' });
    }
    // One key of the pair alone cannot sign or be checked: the two go together, or neither (generated or push off).
    if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'es obligatoria cuando VAPID_PUBLIC_KEY está definida (defina las dos claves o ninguna)',
      });
    }
    if (env.VAPID_PRIVATE_KEY && !env.VAPID_PUBLIC_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'es obligatoria cuando VAPID_PRIVATE_KEY está definida (defina las dos claves o ninguna)',
      });
    }
    // S3 needs the bucket and both keys; any other S3_ variable alone would silently keep uploads on local disk.
    const s3Variables = s3Settings.filter((name) => env[name] !== undefined);
    if (s3Variables.length > 0) {
      for (const name of s3Required.filter((required) => env[required] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `es obligatoria cuando ${s3Variables[0]} está definida (S3 necesita ${s3Required.join(', ')})`,
        });
      }
    }
  });

// Values that may carry credentials are never echoed back in an error message.
const secretVariables = new Set([
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SECRET_KEY',
  'MAP_GOOGLE_KEY',
  'VAPID_PRIVATE_KEY',
]);

/** Parses the environment; throws a ConfigError naming every bad variable and why. */
export function loadConfig(env: Env = {}, cwd: string = process.cwd()): Config {
  // An empty variable means "unset" (docker-compose and .env files often leave them blank).
  const cleaned: Env = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }

  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown =
        secretVariables.has(name) || cleaned[name] === undefined ? '' : ` (valor recibido: "${cleaned[name]}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }

  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `"${e.APP_NAME}" <no-reply@${mailDomain(publicUrl)}>`,
    demoData: e.DEMO_DATA ?? null,
    appName: e.APP_NAME,
    contactEmail: e.CONTACT_EMAIL ?? null,
    adminEmails: e.ADMIN_EMAILS ?? [],
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null,
    appleClientId: e.APPLE_CLIENT_ID ?? null,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    appleJwksUrl: e.APPLE_JWKS_URL,
    googleAnalyticsId: e.GOOGLE_ANALYTICS_ID ?? null,
    redisUrl: e.REDIS_URL ?? null,
    worker: e.WORKER,
    // Below the 15 s server.ts gives a whole shutdown, so the released jobs are recorded before it exits.
    workerStopTimeoutMs: 10_000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: 60_000 },
    bodyLimit: 100 * 1024,
    uploadLimit: e.UPLOAD_MAX_MB * 1024 * 1024,
    storageQuotaMb: e.STORAGE_QUOTA_MB,
    priceDropMinPercent: e.PRICE_DROP_MIN_PERCENT,
    activityHeartbeatMs: e.ACTIVITY_HEARTBEAT_MS,
    codeSendLimit: { perEmail: 5, perIp: e.CODE_SEND_PER_IP, windowMs: 15 * 60 * 1000 },
    leadLimit: { perIp: 10, perTarget: 30, windowMs: 60 * 60 * 1000 },
    map: {
      provider: e.MAP_PROVIDER,
      nominatimUrl: e.MAP_NOMINATIM_URL.replace(/\/+$/, ''),
      googleKey: e.MAP_GOOGLE_KEY ?? null,
      googleUrl: 'https://maps.googleapis.com',
      timeoutMs: 5000,
    },
    secretKey: e.SECRET_KEY ?? developmentSecretKey,
    secretKeyIsDefault: !e.SECRET_KEY,
    sync: {
      timeoutMs: 30_000,
      feedMaxBytes: 200 * 1024 * 1024,
      imageMaxBytes: 10 * 1024 * 1024,
      imagesPerItem: 20,
      allowPrivateHosts: e.SYNC_ALLOW_PRIVATE_HOSTS,
      octoparseUrl: e.OCTOPARSE_URL.replace(/\/+$/, ''),
    },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      generateKeys: isLocalUrl(publicUrl),
      subject: e.VAPID_SUBJECT ?? vapidSubject(e.CONTACT_EMAIL, publicUrl),
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
      timeoutMs: 10_000,
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
          // MinIO, Ceph and s3rver answer at one address with the bucket in the path; AWS by host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
        }
      : { kind: 'local' },
  };
}

/** A run is local when PUBLIC_URL names this machine; anything else is a public deployment. */
export function isLocalUrl(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');
}

// Push services want a way to reach whoever sends: the contact address, else the site when it is https.
function vapidSubject(contactEmail: string | undefined, publicUrl: string): string {
  if (contactEmail) return `mailto:${contactEmail}`;
  if (publicUrl.startsWith('https:')) return publicUrl;
  return `mailto:no-reply@${mailDomain(publicUrl)}`;
}

/**
 * The warning a public deployment gets when SECRET_KEY is unset (the development key is in the source). A run
 * counts as public when PUBLIC_URL names a host other than this machine.
 */
export function secretKeyWarning(config: Pick<Config, 'secretKeyIsDefault' | 'publicUrl'>): string | null {
  if (!config.secretKeyIsDefault) return null;
  if (isLocalUrl(config.publicUrl)) return null;
  return 'SECRET_KEY no está definida: se usa la clave de desarrollo, que no protege las contraseñas guardadas. Defina SECRET_KEY (32 caracteres o más).';
}

/**
 * The largest JSON body a route takes: a file of up to uploadLimit sent inside it as a base64 data URL (a third
 * larger than the file, as the group logo travels), plus the other fields.
 */
export function dataUrlBodyLimit(config: Pick<Config, 'uploadLimit' | 'bodyLimit'>): number {
  return Math.ceil((config.uploadLimit * 4) / 3) + config.bodyLimit;
}

// "localhost" is not a valid mail domain for most servers; fall back to a reserved example domain.
function mailDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'vitrina.example';
}

/** For the command-line entry points (server, worker, seed): the configuration, or the reason and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
