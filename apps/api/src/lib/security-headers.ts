// The headers every answer carries, the API's and the web app's alike (decision 007): a Content-Security-Policy
// fit for the built app, no MIME sniffing, no referrer beyond the origin, no framing, and no caching of anything
// answered to a signed-in request. A handful of fixed headers and one policy built from the configuration: written
// here rather than pulled in with helmet, whose defaults we would override one by one anyway.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultMapTiles } from '@vitrina/shared/configuration-values';
import type { Config } from '../config';
import { isApiPath, looksLikeFile } from './static-files';

type PolicyConfig = Pick<Config, 'publicUrl' | 'mapTileUrl' | 'googleClientId' | 'appleClientId'> &
  Partial<Pick<Config, 'storage' | 'trustProxy'>>;

// What Google Identity Services and Sign in with Apple load (apps/web/src/features/auth/social/*), allowed only
// when their client ids are configured.
const google = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  connect: ['https://accounts.google.com/gsi/'],
  frame: ['https://accounts.google.com/gsi/'],
};
const apple = {
  script: ['https://appleid.cdn-apple.com'],
  style: [],
  connect: ['https://appleid.apple.com'],
  frame: ['https://appleid.apple.com'],
};

/**
 * The origin a tile URL template loads from, as a CSP source. A placeholder in the host (`{s}` subdomains) becomes
 * a leading wildcard: `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, authority] = match;
  const [host, port] = authority.split(/:(?=[^:]*$)/);
  const labels = host.toLowerCase().split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  const fixed = labels.slice(last + 1);
  // A placeholder in the last labels leaves no domain to name: nothing safe to allow.
  if (fixed.length < 2 && last >= 0) return null;
  const hostSource = last >= 0 ? `*.${fixed.join('.')}` : labels.join('.');
  const portSource = port && /^\d+$/.test(port) ? `:${port}` : '';
  return `${scheme.toLowerCase()}://${hostSource}${portSource}`;
}

/** The Content-Security-Policy of every answer. */
export function contentSecurityPolicy(config: PolicyConfig): string {
  const providers = [config.googleClientId ? google : null, config.appleClientId ? apple : null].filter(
    (item) => item !== null,
  );
  const extra = (key: 'script' | 'style' | 'connect' | 'frame') => providers.flatMap((provider) => provider[key]);
  const tiles = tileSource(config.mapTileUrl ?? defaultMapTiles.tile_url);
  const frames = extra('frame');
  // Uploaded images are linked with PUBLIC_URL's origin, which may not be the one a page was opened on (a proxy,
  // 127.0.0.1 against localhost).
  const publicOrigin = new URL(config.publicUrl).origin;
  // With S3_PUBLIC_URL, images come from the bucket's address (or its CDN).
  const bucketOrigin =
    config.storage?.kind === 's3' && config.storage.publicUrl ? [new URL(config.storage.publicUrl).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...extra('script')]],
    // Mantine writes <style> elements at run time and Leaflet positions tiles with style attributes.
    ['style-src', ["'self'", "'unsafe-inline'", ...extra('style')]],
    // Pictures picked for upload and the cropper's output are blob: and data: URLs.
    ['img-src', ["'self'", 'data:', 'blob:', publicOrigin, ...bucketOrigin, ...(tiles ? [tiles] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra('connect')]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function isAuthPath(url: string): boolean {
  return url === '/api/auth' || url.startsWith('/api/auth/') || url.startsWith('/api/auth?');
}

/**
 * The Vary value that keeps a shared cache from serving one host's answer to another: the host a request names is
 * Host, or X-Forwarded-Host behind a trusted proxy (Fastify's `request.host`).
 */
export function hostVary(trustProxy: Config['trustProxy']): string {
  return trustProxy ? 'Host, X-Forwarded-Host' : 'Host';
}

/** Adds the names of `value` that the answer's Vary does not list yet. */
function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const listed = typeof current === 'string' ? current.split(',').map((name) => name.trim()) : [];
  if (listed.includes('*')) return;
  const missing = value.split(', ').filter((name) => !listed.some((item) => item.toLowerCase() === name.toLowerCase()));
  if (missing.length) reply.header('vary', [...listed.filter(Boolean), ...missing].join(', '));
}

/**
 * Whether the answer is a page: the web app's shell or a microsite's status page, whose content depends on the host
 * (a microsite's shell carries its icons; a pending one's host answers 503). A revalidation's 304 has no body to
 * say it is HTML, so the path decides too.
 */
function isPageAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  return path === '/index.html' || (!isApiPath(path) && !looksLikeFile(path));
}

/** Sets the headers on every answer, whichever route, error or file produced it. */
export function registerSecurityHeaders(app: FastifyInstance, config: PolicyConfig) {
  const policy = contentSecurityPolicy(config);
  const vary = hostVary(config.trustProxy ?? false);
  // A callback hook: every answer runs it, and it waits for nothing (an async one costs a promise each time).
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (isPageAnswer(request, reply)) addVary(reply, vary);
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    // What a signed-in person sees is theirs: no browser or proxy keeps it. `request.user` is set by the auth
    // plugin for a valid token; a token it did not accept still marks a personal request.
    if (request.user || request.headers.authorization !== undefined || isAuthPath(request.url)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
