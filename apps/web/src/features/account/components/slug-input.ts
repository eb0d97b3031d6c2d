// Live normalisation of the store slug (product.md, Sign-in and the account): the shared normaliser, except that a
// space or hyphen just typed at the end stays as a hyphen, so "mi tienda" can be typed letter by letter. Saving
// normalises fully.
import { normalizeSlug } from '@vitrina/shared/slug';

export function normalizeSlugWhileTyping(input: string): string {
  const slug = normalizeSlug(input);
  return slug && /[\s-]$/.test(input) ? `${slug}-` : slug;
}
