// Registers this browser's push subscription with the account (product.md, The shell; errors worded as the push
// errors of the catalogue): the service worker's subscription, made with the site's VAPID key when there is none,
// is sent to POST /api/auth/user/push/subscribe (as a PUT) only when the token stored for this site is another one.
import { messages } from '@vitrina/shared/messages';
import type { User } from '@vitrina/shared/users';
import { errorMessage } from '../error-message';
import { http, HttpError } from '../http';
import { notifyErrorText } from '../notify';
import { sessionStore, updateSessionUser } from '../session';
import { decodeVapidKey, sameBytes, sameSubscription } from './push-device';

export type PushTarget = { vapidKey: string; siteKey: string };

function reason(error: unknown): string | undefined {
  if (error instanceof HttpError) return errorMessage(error);
  // The browser's DOMException, which is not an Error everywhere.
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The subscription for this site's key: the one the browser holds, or a new one (a changed key replaces it). */
async function subscriptionFor(vapidKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  const key = decodeVapidKey(vapidKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  return subscription ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export function subscribePush(token: string): Promise<{ user: User }> {
  return http.post<{ user: User }>('/auth/user/push/subscribe', { _method: 'PUT', token });
}

/** True when the account holds this browser's subscription for the site afterwards. Failures are toasted. */
export async function registerPush({ vapidKey, siteKey }: PushTarget): Promise<boolean> {
  let subscription: PushSubscription | null;
  try {
    subscription = await subscriptionFor(vapidKey);
  } catch (error) {
    notifyErrorText(messages.push.tokenError(reason(error)));
    return false;
  }
  const token = subscription ? JSON.stringify(subscription) : '';
  const endpoint = subscription?.endpoint;
  if (!token || !endpoint) {
    notifyErrorText(messages.push.tokenMissing);
    return false;
  }
  const user = sessionStore.get().user;
  // Push registration needs a signed-in user (product.md, Roles); one who signed out meanwhile is left alone.
  if (!user) return false;
  if (sameSubscription(user.notification_push_identifiers[siteKey], token)) return true;
  try {
    const { user: updated } = await subscribePush(token);
    updateSessionUser(updated);
    return true;
  } catch (error) {
    notifyErrorText(messages.push.subscribeError(reason(error)));
    return false;
  }
}

/** Accepting the panel (or 'Activar en este dispositivo'): the browser asks; granted registers, else the toast. */
export async function enablePush(target: PushTarget): Promise<boolean> {
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    permission = 'denied';
  }
  if (permission !== 'granted') {
    notifyErrorText(messages.push.denied);
    return false;
  }
  return registerPush(target);
}
