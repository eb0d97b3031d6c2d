// The Synchronizer as GET/PUT /account/synchronizer answer it (shared synchronizerSchema).
import type { Synchronizer } from '@vitrina/shared/synchronizer';
import type { SynchronizerRow } from '../../db/schema/index';
import { publicConfig } from './synchronizer-config';

export function toSynchronizerView(row: SynchronizerRow, publicationsCount: number): Synchronizer {
  const { config, hasPassword } = publicConfig(row.config);
  return {
    id: row.id,
    type: row.type as Synchronizer['type'],
    config,
    has_password: hasPassword,
    sync_on: row.syncOn?.toISOString() ?? null,
    status: row.status as Synchronizer['status'],
    progress: { done: row.progressDone, total: row.progressTotal },
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    last_error: row.lastError,
    publications_count: publicationsCount,
  };
}
