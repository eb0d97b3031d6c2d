// Opens the identify panel (product.md, Sign-in and the account) from anywhere: the header's login button, a guarded
// action, an invitation. The shell listens and shows the panel; callers only describe what they need.
import { sessionStore } from './session';

export type IdentifyStep = 'email' | 'recover' | 'signup' | 'logged' | 'verify';

export type IdentifyRule = 'logged' | 'email_verified';

export type IdentifyOptions = {
  subtitle?: string;
  step?: IdentifyStep;
  rules?: IdentifyRule[];
};

const target = new EventTarget();
const EVENT = 'open-identify';

export function openIdentify(options: IdentifyOptions = {}): void {
  target.dispatchEvent(new CustomEvent<IdentifyOptions>(EVENT, { detail: options }));
}

export function onOpenIdentify(listener: (options: IdentifyOptions) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<IdentifyOptions>).detail);
  target.addEventListener(EVENT, handler);
  return () => target.removeEventListener(EVENT, handler);
}

/**
 * For actions that need a signed-in user (and, with the 'email_verified' rule, a verified email): true when the
 * current user meets the rules; otherwise opens the panel at the step that fixes it and returns false.
 */
export function requireIdentity({
  rules = ['logged'],
  subtitle,
}: { rules?: IdentifyRule[]; subtitle?: string } = {}): boolean {
  const { user } = sessionStore.get();
  if (!user) {
    openIdentify({ subtitle, rules });
    return false;
  }
  if (rules.includes('email_verified') && !user.email_verified) {
    openIdentify({ subtitle, rules, step: 'verify' });
    return false;
  }
  return true;
}
