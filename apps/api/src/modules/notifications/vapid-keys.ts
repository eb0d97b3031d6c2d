// The VAPID key pair that signs every push (RFC 8292). From the environment when set; on a local run without them,
// generated once and kept in $DATA_DIR/vapid.json (owner-only), so subscriptions made in development keep working
// across restarts; on a public deployment without them, push is off (docs/decisions/015-notifications.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, VapidKeys } from '../../config';
import type { Logger } from '../../lib/logger';
import { loadWebPush } from './load-web-push';

const fileName = 'vapid.json';

export function vapidKeysPath(dataDir: string): string {
  return join(dataDir, fileName);
}

// Read once per data folder: the server and its worker ask on every send.
const resolved = new Map<string, VapidKeys | null>();

function readKeys(path: string): VapidKeys | null {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${path} no tiene publicKey y privateKey`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The keys push uses, or null when push is off (a public deployment without VAPID_* keys). */
export async function vapidKeys(config: Pick<Config, 'push' | 'dataDir'>): Promise<VapidKeys | null> {
  if (config.push.keys) return config.push.keys;
  if (!config.push.generateKeys) return null;
  const path = vapidKeysPath(config.dataDir);
  if (resolved.has(path)) return resolved.get(path)!;
  let keys = readKeys(path);
  if (!keys) {
    const generated = (await loadWebPush()).generateVAPIDKeys();
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': a second process starting at the same moment keeps the first one's pair instead of replacing it.
      writeFileSync(path, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      keys = generated;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      keys = readKeys(path);
    }
  }
  resolved.set(path, keys);
  return keys;
}

/** At start-up (server and worker): settles the keys now, and says in the log where they come from or why push is off. */
export async function logPushStatus(config: Pick<Config, 'push' | 'dataDir'>, logger: Logger): Promise<void> {
  await vapidKeys(config);
  const { level, message } = pushStatus(config);
  logger[level](message);
}

export function pushStatus(config: Pick<Config, 'push' | 'dataDir'>): { level: 'info' | 'warn'; message: string } {
  if (config.push.keys) return { level: 'info', message: 'push: claves VAPID de VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY' };
  if (config.push.generateKeys) {
    return { level: 'info', message: `push: claves VAPID de desarrollo en ${vapidKeysPath(config.dataDir)}` };
  }
  return {
    level: 'warn',
    message:
      'push desactivado: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY no están definidas (genérelas con `npx web-push generate-vapid-keys`)',
  };
}
