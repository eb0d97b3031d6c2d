import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { pushStatus, vapidKeys, vapidKeysPath } from './vapid-keys';

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vitrina-vapid-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('come from the environment when set, and nothing is written', async () => {
    const keys = webpush.generateVAPIDKeys();
    const folder = dataDir();
    const config = loadConfig({
      DATA_DIR: folder,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(await vapidKeys(config)).toEqual(keys);
    expect(() => statSync(vapidKeysPath(folder))).toThrow();
    expect(pushStatus(config)).toEqual({
      level: 'info',
      message: 'push: claves VAPID de VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY',
    });
  });

  it('on a local run, are generated once into a new DATA_DIR with mode 0600', async () => {
    const folder = join(dataDir(), 'nueva');
    const keys = (await vapidKeys(loadConfig({ DATA_DIR: folder })))!;
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(vapidKeysPath(folder)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(vapidKeysPath(folder), 'utf8'))).toEqual(keys);
  });

  it('are read back from DATA_DIR on the next start', async () => {
    const folder = dataDir();
    const kept = webpush.generateVAPIDKeys();
    writeFileSync(vapidKeysPath(folder), JSON.stringify(kept), { mode: 0o600 });
    expect(await vapidKeys(loadConfig({ DATA_DIR: folder, PORT: '3999' }))).toEqual(kept);
  });

  it('on a public deployment without keys, push is off and the start-up line says how to turn it on', async () => {
    const folder = dataDir();
    const config = loadConfig({ DATA_DIR: folder, PUBLIC_URL: 'https://vitrina.com.ar' });
    expect(await vapidKeys(config)).toBeNull();
    expect(() => statSync(vapidKeysPath(folder))).toThrow();
    expect(pushStatus(config)).toEqual({
      level: 'warn',
      message:
        'push desactivado: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY no están definidas (genérelas con `npx web-push generate-vapid-keys`)',
    });
  });
});
