// The browser's install prompt, kept from the moment it is offered (product.md, The shell): its default mini-bar is
// held back so the app's own 'Instalar aplicación' panel can offer it at a better time. Installing clears it.
import { createStore } from '@/lib/create-store';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const installPromptStore = createStore<BeforeInstallPromptEvent | null>(null);

let listening = false;

/** Starts keeping the prompt; called once as the app starts, before the browser may offer it. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPromptStore.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPromptStore.set(null));
}

/** Already opened as an installed app. */
export function isStandalone(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** iPhone, iPod or iPad (an iPad asks for the desktop site and says it is a Mac with a touch screen). */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
