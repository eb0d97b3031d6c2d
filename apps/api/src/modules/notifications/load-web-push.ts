// web-push, loaded on first use: only a push to send or a VAPID pair to generate needs it, never the server's start.
import type webpush from 'web-push';

let loading: Promise<typeof webpush> | undefined;

export function loadWebPush(): Promise<typeof webpush> {
  loading ??= import('web-push').then((module) => module.default);
  return loading;
}
