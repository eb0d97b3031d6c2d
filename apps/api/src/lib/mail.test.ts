import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManualClock } from './clock';
import { createLogger } from './logger';
import { createMailer, mailDirectory } from './mail';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the file mail transport (no SMTP_URL)', () => {
  it('writes each mail as one JSON file under $DATA_DIR/mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-mail-'));
    dirs.push(dataDir);
    const clock = createManualClock(new Date('2024-08-06T15:30:00.000Z'));
    const mailer = createMailer({
      smtpUrl: null,
      from: '"Vitrina" <no-reply@vitrina.example>',
      dataDir,
      clock,
      logger: createLogger('silent'),
    });

    await mailer.send({
      to: 'lucia.rodriguez@vitrina.example',
      subject: 'Tu código de ingreso',
      text: 'Tu código es 482913.',
      html: '<p>Tu código es <strong>482913</strong>.</p>',
    });
    clock.advance(1000);
    await mailer.send({ to: 'martin.fernandez@vitrina.example', subject: 'Bienvenido', text: 'Hola Martín' });
    mailer.close();

    const files = readdirSync(mailDirectory(dataDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^20240806T153000000Z-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(readFileSync(join(mailDirectory(dataDir), files[0]), 'utf8'))).toEqual({
      to: 'lucia.rodriguez@vitrina.example',
      subject: 'Tu código de ingreso',
      text: 'Tu código es 482913.',
      html: '<p>Tu código es <strong>482913</strong>.</p>',
      sent_at: '2024-08-06T15:30:00.000Z',
    });
    expect(JSON.parse(readFileSync(join(mailDirectory(dataDir), files[1]), 'utf8'))).toMatchObject({
      to: 'martin.fernandez@vitrina.example',
      html: null,
      sent_at: '2024-08-06T15:30:01.000Z',
    });
  });
});
