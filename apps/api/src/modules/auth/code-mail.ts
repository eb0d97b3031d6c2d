// The mail that carries a sign-in or verification code: Spanish, plain text and HTML, the code large and alone
// on its line so it is easy to copy on a phone.
import { formatCount } from '@vitrina/shared/format';
import type { MailMessage } from '../../lib/mail';
import type { CodePurpose } from './auth-codes.queries';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function codeMail(options: {
  to: string;
  code: string;
  purpose: CodePurpose;
  appName: string;
  minutes: number;
}): MailMessage {
  const { to, code, purpose, appName, minutes } = options;
  const subject =
    purpose === 'login'
      ? `Tu código de ingreso a ${appName}: ${code}`
      : `Tu código de verificación de ${appName}: ${code}`;
  const intro =
    purpose === 'login'
      ? `Usá este código para ingresar a ${appName}:`
      : `Usá este código para verificar tu email en ${appName}:`;
  const validity = `El código vale por ${formatCount(minutes, 'minuto', 'minutos')} y se puede usar una sola vez.`;
  const ignore = 'Si no lo pediste, ignorá este mensaje: nadie puede ingresar a tu cuenta sin el código.';

  const text = `Hola,\n\n${intro}\n\n${code}\n\n${validity}\n\n${ignore}\n\n${appName}\n`;
  const app = escapeHtml(appName);
  const html = `<!doctype html>
<html lang="es">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;font-size:16px">Hola,</p>
    <p style="margin:0 0 16px;font-size:16px">${escapeHtml(intro)}</p>
    <p style="margin:0 0 24px;font-size:36px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(code)}</p>
    <p style="margin:0 0 16px;font-size:14px">${escapeHtml(validity)}</p>
    <p style="margin:0 0 24px;font-size:14px;color:#52606d">${escapeHtml(ignore)}</p>
    <p style="margin:0;font-size:14px;color:#52606d">${app}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html, kind: purpose === 'login' ? 'sign-in-code' : 'verification-code' };
}
