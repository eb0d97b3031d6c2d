// Debian's nginx in front of the API instances, configured as docs/deploy.md shows it: one upstream of every
// instance with keep-alive connections, a failed connection (or a 502) passed once to the other. nginx passes a
// non-idempotent request (POST) on only with `non_idempotent`, which is left out on purpose: whether a POST may be
// sent again is the client's call (its Idempotency-Key), so the load's client retries those itself.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startChild } from './processes.mjs';

export const nginxBinary = '/usr/sbin/nginx';
/** How long nginx leaves a failed instance out (docs/deploy.md's value). */
export const failTimeoutSeconds = 5;

/** Whether Debian's nginx is installed; if not, says how to install it. */
export function nginxMissing() {
  if (existsSync(nginxBinary)) return null;
  return (
    `Falta nginx (${nginxBinary}). En Debian o Ubuntu: apt-get install -y nginx-light ` +
    '(o nginx, según cuál ofrezca `apt-cache policy nginx-light nginx`).'
  );
}

export function nginxConfig({ dir, port, upstreams }) {
  const servers = upstreams
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
    .join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  upstream api {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # docs/deploy.md passes $host; here the front's port is part of PUBLIC_URL, so the whole Host header goes.
      proxy_set_header Host $http_host;
      # The instances trust this proxy: the host they read is nginx's, never a client's own X-Forwarded-Host.
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # Which instance answered (or failed): the report places the errors by it.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Writes the configuration into `<runDir>/nginx` and starts nginx in the foreground as a child. */
export function startNginx({ runDir, port, upstreams }) {
  const dir = join(runDir, 'nginx');
  for (const sub of ['', 'body', 'proxy']) mkdirSync(join(dir, sub), { recursive: true });
  // The worker runs as an unprivileged user when nginx starts as root: it writes request bodies under `body`.
  for (const path of [runDir, dir]) chmodSync(path, 0o755);
  for (const sub of ['body', 'proxy']) chmodSync(join(dir, sub), 0o777);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams }));
  return startChild('nginx', nginxBinary, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'], {
    logDir: runDir,
  });
}
