// `npm run storage:migrate [-- --from <folder>] [--dry-run]`: copies a local uploads folder ($DATA_DIR/uploads by
// default) into the bucket S3_BUCKET names, before a deployment moves its files to S3. Safe to repeat and to
// resume: what the bucket already holds with the same size is skipped.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfigOrExit } from './config';
import { createLocalStorage, createStorage, uploadsDirectory } from './lib/storage';
import { migrateUploads, type MigrationProgress } from './lib/storage/migrate';

type Arguments = { from: string | null; dryRun: boolean };

function parseArguments(args: string[]): Arguments | { error: string } {
  const parsed: Arguments = { from: null, dryRun: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--dry-run') parsed.dryRun = true;
    else if (arg === '--from' && args[index + 1]) parsed.from = args[++index];
    else if (arg.startsWith('--from=')) parsed.from = arg.slice('--from='.length);
    else return { error: `Opción desconocida: ${arg}. Uso: npm run storage:migrate -- [--from <carpeta>] [--dry-run]` };
  }
  return parsed;
}

const count = (value: number) => value.toLocaleString('es-AR');

async function main() {
  const parsed = parseArguments(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  if (config.storage.kind !== 's3') {
    console.error(
      'storage:migrate copia los archivos a un bucket: defina S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY ' +
        '(y S3_ENDPOINT si no es AWS).',
    );
    process.exit(1);
  }
  const folder = parsed.from ? resolve(parsed.from) : uploadsDirectory(config.dataDir);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    console.error(`No existe la carpeta ${folder}: indique otra con --from <carpeta>.`);
    process.exit(1);
  }

  const source = createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, directory: folder });
  const target = createStorage(config);
  try {
    await target.check();
    const where = `s3://${config.storage.bucket}${config.storage.endpoint ? ` (${config.storage.endpoint})` : ''}`;
    console.log(`${parsed.dryRun ? 'Simulación: copiando' : 'Copiando'} ${folder} a ${where}…`);
    let shown = 0;
    const started = Date.now();
    const onProgress = (progress: MigrationProgress) => {
      // About every tenth of the way, and at the end.
      if (progress.done - shown < Math.max(1, progress.total / 10) && progress.done < progress.total) return;
      shown = progress.done;
      console.log(
        `${count(progress.done)} de ${count(progress.total)} (${Math.round((Date.now() - started) / 1000)} s): ` +
          `${count(progress.copied)} ${parsed.dryRun ? 'por copiar' : 'copiados'}, ${count(progress.present)} ya estaban, ` +
          `${count(progress.failed)} fallidos`,
      );
    };
    const summary = await migrateUploads(source, target, { dryRun: parsed.dryRun, onProgress });
    for (const failure of summary.failures) console.error(`No se pudo copiar ${failure.key}: ${failure.reason}`);
    console.log(
      `${parsed.dryRun ? 'Simulación terminada' : 'Migración terminada'}: ${count(summary.total)} archivos, ` +
        `${count(summary.copied)} ${parsed.dryRun ? 'por copiar' : 'copiados'}, ${count(summary.present)} ya estaban, ` +
        `${count(summary.failed)} fallidos.`,
    );
    if (summary.failed > 0) {
      console.error('Hubo archivos que no se copiaron: vuelva a ejecutar el comando, copiará solo los que faltan.');
      process.exitCode = 1;
    }
  } finally {
    source.close();
    target.close();
  }
}

main().catch((error) => {
  console.error(`No se pudieron migrar los archivos: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
