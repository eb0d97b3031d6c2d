// Toasts (top-center, 3 s by default). Error toasts use the catalogue of error-message.ts so every
// failure reads the same wherever it happens. A toast shown before the host is mounted waits in Mantine's store
// and appears as soon as the host mounts.
import { notifications, notificationsStore } from '@mantine/notifications';
import { errorMessages } from './error-message';
import { requestOverlayHost } from './overlay-host';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function notifyError(error: unknown, options: { autoClose?: number } = {}): void {
  if (isAbort(error)) return;
  void requestOverlayHost();
  for (const message of errorMessages(error)) {
    notifications.show({ color: 'red', message, autoClose: options.autoClose, withBorder: true });
  }
}

/** An error toast with a fixed text, for failures that are not an API answer (a provider's SDK, a device). */
export function notifyErrorText(message: string, options: { autoClose?: number } = {}): void {
  void requestOverlayHost();
  notifications.show({ color: 'red', message, autoClose: options.autoClose, withBorder: true });
}

export function notifyWarning(message: string, options: { autoClose?: number } = {}): void {
  void requestOverlayHost();
  notifications.show({ color: 'yellow', message, autoClose: options.autoClose, withBorder: true });
}

export function notifySuccess(message: string, options: { autoClose?: number } = {}): void {
  void requestOverlayHost();
  notifications.show({ color: 'teal', message, autoClose: options.autoClose, withBorder: true });
}

/** Whether the toast `id` is shown or waiting its turn. */
export function toastOpen(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((toast) => toast.id === id);
}

const closers = new Map<string, number>();

/**
 * One toast per `id` that updates in place while it is shown, never a stack: a burst of coincidences reads as one
 * toast whose text grows. Its time starts again with each update (Mantine's own timer would not), so the toast stays
 * while the burst goes on.
 */
export function notifyReplacing(
  id: string,
  message: string,
  options: { title?: string; autoClose?: number; color?: string } = {},
): void {
  void requestOverlayHost();
  const props = {
    id,
    message,
    title: options.title,
    color: options.color ?? 'teal',
    autoClose: false as const,
    withBorder: true,
  };
  if (toastOpen(id)) notifications.update(props);
  else notifications.show(props);
  window.clearTimeout(closers.get(id));
  closers.set(
    id,
    window.setTimeout(() => {
      closers.delete(id);
      notifications.hide(id);
    }, options.autoClose ?? 4000),
  );
}
