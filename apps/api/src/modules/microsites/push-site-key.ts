// The key of a push token in users.notification_push_identifiers (product.md, Microsites: Push tokens):
// 'site-{microsite id, or 0}', so a person who installed the platform and a microsite gets each one's notifications on
// its own subscription.
export function pushSiteKey(microsite: { id: number } | null | undefined): string {
  return `site-${microsite?.id ?? 0}`;
}
