// The cookies that keep a dismissed prompt away for a while (product.md, The shell: 10 days).
import { limits } from '@vitrina/shared/constants';

export function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export function setDismissCookie(name: string): void {
  const seconds = limits.cookieDays * 24 * 60 * 60;
  document.cookie = `${name}=1; max-age=${seconds}; path=/; SameSite=Lax`;
}
