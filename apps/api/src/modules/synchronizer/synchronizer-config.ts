// A synchronizer's stored configuration: as the user sent it, except a scraping password, which is sealed
// (secret-box.ts) and kept under `password_sealed`. Answers never carry it: `has_password` says it is there.
import { messages } from '@vitrina/shared/messages';
import type { z } from 'zod';
import type { synchronizerUpdateSchema } from '@vitrina/shared/synchronizer';
import type { SynchronizerRow } from '../../db/schema/index';
import { fieldError } from '../../lib/errors';
import { open, seal } from './secret-box';

export type SynchronizerUpdate = z.infer<typeof synchronizerUpdateSchema>;

const sealedKey = 'password_sealed';

/** The configuration to store. An empty password keeps the stored one; a first scraping setup needs one. */
export function configToStore(
  update: SynchronizerUpdate,
  previous: SynchronizerRow | null,
  secretKey: string,
): Record<string, unknown> {
  if (update.type === 'json') return { url: update.config.url };
  if (update.type === 'scraping') {
    const { password, ...rest } = update.config;
    const kept = previous?.type === 'scraping' ? previous.config[sealedKey] : undefined;
    const sealed = password ? seal(secretKey, password) : kept;
    if (typeof sealed !== 'string') throw fieldError('config.password', messages.validation.required);
    return { ...rest, [sealedKey]: sealed };
  }
  return {};
}

/** The scraping password in clear, or null when it cannot be opened (SECRET_KEY changed, or none stored). */
export function storedPassword(config: Record<string, unknown>, secretKey: string): string | null {
  const sealed = config[sealedKey];
  return typeof sealed === 'string' ? open(secretKey, sealed) : null;
}

/** The configuration as answered: everything but the sealed password. */
export function publicConfig(config: Record<string, unknown>): {
  config: Record<string, unknown>;
  hasPassword: boolean;
} {
  const { [sealedKey]: sealed, ...rest } = config;
  return { config: rest, hasPassword: typeof sealed === 'string' };
}
