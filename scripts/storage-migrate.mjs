#!/usr/bin/env node
// `npm run storage:migrate [-- --from <folder>] [--dry-run]`: copy a local uploads folder ($DATA_DIR/uploads by
// default) into the configured S3 bucket; safe to repeat and to resume (apps/api/src/storage-migrate.ts).
import { runApiEntry } from './api-entry.mjs';

runApiEntry('storage-migrate', process.argv.slice(2));
