// A capture SMTP server on loopback for the API instances' SMTP_URL (the same small subset of RFC 5321 as the API's
// test server, apps/api/src/test/smtp-server.ts): it keeps, per recipient, the sign-in codes mailed to it in order.
import { createServer } from 'node:net';
import { sleep } from './processes.mjs';

export async function startMailbox() {
  const codes = new Map();
  let received = 0;
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let data = null;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP captura');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          keep(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'DATA') {
          data = '';
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });

  // The code sits alone on a line of the text part (code-mail.ts); the recipient is the To header.
  function keep(message) {
    received++;
    const to = /^To:\s*(?:.*<)?([^\s<>]+@[^\s<>]+)>?\s*$/im.exec(message)?.[1]?.toLowerCase();
    const code = /^(\d{6})\r?$/m.exec(message)?.[1];
    if (!to || !code) return;
    if (!codes.has(to)) codes.set(to, []);
    codes.get(to).push(code);
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    get received() {
      return received;
    },
    /** How many codes `email` has received so far. */
    count: (email) => codes.get(email.toLowerCase())?.length ?? 0,
    /** The newest code mailed to `email` once it has more than `before`; null after `timeoutMs`. */
    async latest(email, before, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = codes.get(email.toLowerCase()) ?? [];
        if (list.length > before) return list.at(-1);
        if (Date.now() > deadline) return null;
        await sleep(10);
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
