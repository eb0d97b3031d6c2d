// Sharing a link: the device's share sheet (Web Share API) when there is one, the clipboard, and WhatsApp's own link
// (wa.me with the text), which opens the app on a phone and WhatsApp Web on a desktop.

/** Answers false when the device cannot share; a share the person cancels counts as handled. */
export async function shareContent(data: { title?: string; text?: string; url?: string }): Promise<boolean> {
  if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) return false;
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    return false;
  }
  return true;
}

/** Copies text to the clipboard; false when the browser does not allow it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The wa.me link that opens WhatsApp with `text` and `url` written, for the person to choose whom to send it. */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** Whether this browser has a share sheet (read after hydration only: the server has none). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
