// The device's share sheet (Web Share API), told apart from its absence and from a person who closed it.

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  if (!canShare(data)) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // Closing the sheet is an AbortError, a choice rather than a failure. Anything else (often a NotAllowedError
    // when the wait for the link used up the click's permission) leaves the link to be copied or shared again.
    return (error as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** The invitation page's address for a uuid: the site origin plus the invitation route. */
export function invitationUrl(uuid: string): string {
  return `${window.location.origin}/invitation/${uuid}`;
}
