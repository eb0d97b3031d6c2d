// Where focus goes when the identify panel closes. Signing in replaces the 'Ingresar' button that opened it with
// the user menu, so returning focus to the opener alone would drop it on the page's body: a keyboard or screen
// reader user would start over from the top. The opener if it is still there, else the page's heading, else main.
export function returnFocusAfterClose(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    // A heading takes focus only from script, and only with a tabindex.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) return;
  }
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
