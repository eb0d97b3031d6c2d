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

/** The panel's step that fixes what `user` lacks for `rules`, or null when the user meets them. */
function missingStep(
  user: ReturnType<typeof sessionStore.get>['user'],
  rules: IdentifyRule[],
): 'email' | 'verify' | null {
  if (!user) return 'email';
  if (rules.includes('email_verified') && !user.email_verified) return 'verify';
  return null;
}

/**
 * For actions that need a signed-in user (and, with the 'email_verified' rule, a verified email): true when the
 * current user meets the rules; otherwise opens the panel at the step that fixes it and returns false.
 * While the app is still learning who holds the stored token (a page just opened), nothing opens at once: a signed-in
 * person would be asked to sign in. The panel opens then only if the answer says it is needed; a caller that keeps
 * what was asked (the deck's pending decision) carries it out once the session is known.
 */
export function requireIdentity({
  rules = ['logged'],
  subtitle,
}: { rules?: IdentifyRule[]; subtitle?: string } = {}): boolean {
  const state = sessionStore.get();
  if (state.status === 'loading') {
    const stop = sessionStore.subscribe(() => {
      const next = sessionStore.get();
      if (next.status === 'loading') return;
      stop();
      const step = missingStep(next.user, rules);
      if (step) openIdentify({ subtitle, rules, ...(step === 'verify' ? { step } : {}) });
    });
    return false;
  }
  const step = missingStep(state.user, rules);
  if (step === 'email') openIdentify({ subtitle, rules });
  if (step === 'verify') openIdentify({ subtitle, rules, step: 'verify' });
  return step === null;
}
