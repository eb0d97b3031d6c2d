// Secrets kept at rest (a scraping service's password): AES-256-GCM under a key derived from SECRET_KEY with
// scrypt, a fresh 12-byte nonce per value, stored as 'v1.' + base64url(nonce | tag | ciphertext). The tag makes a
// tampered value, or one sealed under another SECRET_KEY, fail to open instead of decrypting to garbage.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const version = 'v1.';
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    // A fixed salt: the key must be the same in every process; SECRET_KEY itself is the secret.
    key = scryptSync(secret, 'vitrina/secret-box/v1', 32);
    keys.set(secret, key);
  }
  return key;
}

export function seal(secret: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), nonce);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return version + Buffer.concat([nonce, cipher.getAuthTag(), data]).toString('base64url');
}

/** The plain text, or null when the value was not sealed with this secret (or was altered). */
export function open(secret: string, sealed: string): string | null {
  if (!sealed.startsWith(version)) return null;
  const raw = Buffer.from(sealed.slice(version.length), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
