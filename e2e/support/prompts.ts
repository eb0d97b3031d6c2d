// The app offers 'Recibí notificaciones' 5 s after a sign-in and 'Instalar aplicación' after a minute; Chromium
// answers 'default' for the notification permission, so without these cookies the panel would cover the page in the
// middle of other flows. Every context starts as a visitor who already said 'Ahora no' to both (playwright.config.ts
// and signInContext); notifications.spec.ts starts without them.

/** The suite's server listens on this host (playwright.config.ts). */
const host = '127.0.0.1';

/** The cookies of both prompts answered, for context.addCookies or a storageState. */
export function answeredPromptCookies() {
  return ['permission-notification', 'permission-install'].map((name) => ({
    name,
    value: '1',
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}
