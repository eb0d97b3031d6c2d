// The device's share sheet (Web Share API) when there is one. Answers false when the device cannot share, so the
// caller offers the link or text to copy instead; a share the person cancels counts as handled.
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
