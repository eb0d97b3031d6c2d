// Opens the identify panel (spec 01 §2) from anywhere: the header's login button, a guarded action, an
// invitation. The sign-in feature listens and shows the panel; callers only describe what they need.
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
