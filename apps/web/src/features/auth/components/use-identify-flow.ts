// The identify flow (product.md, Sign-in and the account) as one state machine: email -> recover (account exists) or
// signup; recover, signup or a social sign-in -> logged, which waits 1 s and goes to verify when the rules ask for a
// verified email, else finishes; verify -> finishes. Entering recover or verify sends a code. Submits are ignored while
// one is in progress; a failure resets the submit state and marks the fields the server named. A code the server
// refused is not sent again (each try counts against the code's five): a complete code goes by itself once, and
// 'Continuar' waits for a different one. 'Reenviar código' waits a minute after each code sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TokenResponse } from '@vitrina/shared/auth';
import { authMessages } from '@vitrina/shared/auth';
import { limits } from '@vitrina/shared/constants';
import { messages } from '@vitrina/shared/messages';
import { emailField, requiredText } from '@vitrina/shared/validation';
import { refreshCurrentUser } from '@/lib/current-user';
import { HttpError } from '@/lib/http';
import { handleFormError, showFormErrors } from '@/lib/form-errors';
import type { IdentifyOptions, IdentifyStep } from '@/lib/identify-events';
import { notifyError, notifySuccess } from '@/lib/notify';
import { anonymousSearchIds, sessionStore } from '@/lib/session';
import { checkEmail } from '../api/check-email';
import { checkRecoverCode } from '../api/check-recover-code';
import { checkVerifyCode } from '../api/check-verify-code';
import { completeSignIn } from '../api/complete-sign-in';
import { sendRecoverCode } from '../api/send-recover-code';
import { sendVerifyCode } from '../api/send-verify-code';
import { signUp } from '../api/sign-up';
import { socialSignIn, type SocialCredential } from '../api/social-sign-in';
import { identifyTexts } from '../identify-texts';
import { useResendCountdown } from './use-resend-countdown';

export type Field = 'email' | 'name' | 'code';
export type CodeState = 'sending' | 'sent' | 'failed';

const codePattern = new RegExp(`^\\d{${limits.codeDigits}}$`);
const emailSchema = emailField();
const nameSchema = requiredText(limits.nameMin, limits.nameMax);

/** The server looked at the code and said no (wrong, expired, too many tries): sending it again cannot help. */
function refusesCode(error: unknown): boolean {
  return error instanceof HttpError && error.status !== null && error.status >= 400 && error.status < 500;
}

function startStep(options: IdentifyOptions): IdentifyStep {
  const step = options.step ?? 'email';
  const signedIn = sessionStore.get().user !== null;
  // Recover and signup need an email typed in this panel; verify needs a user to verify.
  if (step === 'recover' || step === 'signup') return 'email';
  if (step === 'verify' && !signedIn) return 'email';
  // 'logged' is where a sign-in lands, not a place to start.
  if (step === 'logged') return signedIn ? 'verify' : 'email';
  return step;
}

export function useIdentifyFlow(options: IdentifyOptions, onFinish: (signedIn: boolean) => void) {
  const [step, setStep] = useState<IdentifyStep>(() => startStep(options));
  const [email, setEmail] = useState(() => sessionStore.get().user?.email ?? '');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<CodeState>('sending');
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Codes the server refused since the last code was mailed, and the ones that already went by themselves.
  const [refused, setRefused] = useState<string[]>([]);
  const autoSent = useRef(new Set<string>());
  const { seconds: resendSeconds, start: startResendWait } = useResendCountdown();
  // Each entry into recover or verify asks for one code; the effect below sends it once per request.
  const [codeRequest, setCodeRequest] = useState(() => (startStep(options) === 'verify' ? 1 : 0));
  const busy = useRef(false);
  // Whether this panel signed someone in (as opposed to verifying a user who already was).
  const signedInHere = useRef(false);
  const sentRequest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ options, onFinish, email });
  useEffect(() => {
    latest.current = { options, onFinish, email };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const enter = useCallback((next: IdentifyStep) => {
    setStep(next);
    setInvalid({});
    setCode('');
    setRefused([]);
    autoSent.current.clear();
    if (next === 'recover' || next === 'verify') {
      setCodeState('sending');
      setCodeRequest((value) => value + 1);
    }
  }, []);

  const sendCode = useCallback(
    async (target: IdentifyStep) => {
      setCodeState('sending');
      try {
        if (target === 'verify') await sendVerifyCode();
        else await sendRecoverCode(latest.current.email);
        // A new code: digits refused for the old one may be right now.
        setRefused([]);
        autoSent.current.clear();
        startResendWait();
        setCodeState('sent');
        notifySuccess(authMessages.codeSent);
      } catch (error) {
        setCodeState('failed');
        handleFormError(error);
      }
    },
    [startResendWait],
  );

  useEffect(() => {
    if (codeRequest === 0 || sentRequest.current === codeRequest) return;
    sentRequest.current = codeRequest;
    if (step === 'recover' || step === 'verify') void sendCode(step);
  }, [codeRequest, step, sendCode]);

  /** Runs one submit at a time; a failure marks the named fields and frees the button again. */
  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      const fields = handleFormError(error);
      setInvalid(Object.fromEntries(Object.keys(fields).map((field) => [field, true])));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);

  const signedIn = useCallback(
    async (token: TokenResponse) => {
      signedInHere.current = true;
      enter('logged');
      const shown = Date.now();
      let verified = true;
      try {
        verified = (await completeSignIn(token)).email_verified;
      } catch (error) {
        notifyError(error);
      }
      const wait = Math.max(0, limits.welcomeDelayMs - (Date.now() - shown));
      timer.current = setTimeout(() => {
        const wantsVerified = latest.current.options.rules?.includes('email_verified') ?? false;
        if (wantsVerified && !verified && sessionStore.get().user) enter('verify');
        else latest.current.onFinish(true);
      }, wait);
    },
    [enter],
  );

  /** Sends a code to the server once: a refusal is remembered, so the same digits are not spent twice. */
  const tryCode = useCallback(async <T>(tried: string, check: () => Promise<T>): Promise<T> => {
    try {
      return await check();
    } catch (error) {
      if (refusesCode(error)) setRefused((current) => [...current, tried]);
      throw error;
    }
  }, []);
  const codeRefused = (step === 'recover' || step === 'verify') && refused.includes(code);

  const submit = useCallback(() => {
    // A field refused before sending: marked, its message said, brought into view in the panel's form. A code the
    // server refused already is only marked: its message was just said, and the same digits are not sent again.
    const refuse = (field: Field, message: string = messages.validation.required) =>
      showFormErrors(formRef.current, { [field]: message }, () => setInvalid({ [field]: true }));
    switch (step) {
      case 'email': {
        const parsed = emailSchema.safeParse(email);
        if (!parsed.success) return refuse('email', parsed.error.issues[0]?.message);
        setEmail(parsed.data);
        return void run(async () => {
          const { exists } = await checkEmail(parsed.data);
          enter(exists ? 'recover' : 'signup');
        });
      }
      case 'signup': {
        const parsed = nameSchema.safeParse(name);
        if (!parsed.success) return refuse('name', parsed.error.issues[0]?.message);
        return void run(async () => {
          const token = await signUp({ email, name: parsed.data, searches: anonymousSearchIds() });
          await signedIn(token);
        });
      }
      case 'recover': {
        if (!codePattern.test(code)) return refuse('code', identifyTexts.codeIncomplete(limits.codeDigits));
        if (codeRefused) return setInvalid({ code: true });
        return void run(async () => {
          const token = await tryCode(code, () => checkRecoverCode({ email, code, searches: anonymousSearchIds() }));
          notifySuccess(authMessages.verified);
          await signedIn(token);
        });
      }
      case 'verify': {
        if (!codePattern.test(code)) return refuse('code', identifyTexts.codeIncomplete(limits.codeDigits));
        if (codeRefused) return setInvalid({ code: true });
        return void run(async () => {
          await tryCode(code, () => checkVerifyCode(code));
          notifySuccess(authMessages.verified);
          await refreshCurrentUser().catch(notifyError);
          latest.current.onFinish(signedInHere.current);
        });
      }
      case 'logged':
        return undefined;
    }
  }, [step, email, name, code, codeRefused, run, enter, signedIn, tryCode]);

  // A complete code (typed, pasted or suggested by the phone) is sent without waiting for 'Continuar'.
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  useEffect(() => {
    if ((step !== 'recover' && step !== 'verify') || !codePattern.test(code) || autoSent.current.has(code)) return;
    autoSent.current.add(code);
    latestSubmit.current();
  }, [code, step]);

  const social = useCallback(
    (credential: SocialCredential) =>
      run(async () => {
        const token = await socialSignIn(credential, anonymousSearchIds());
        await signedIn(token);
      }),
    [run, signedIn],
  );

  const clearInvalid = (field: Field) =>
    setInvalid((current) => (current[field] ? { ...current, [field]: false } : current));

  return {
    step,
    email,
    name,
    code,
    codeState,
    /** The code in the boxes was refused already: 'Continuar' waits for another. */
    codeRefused,
    /** Seconds before 'Reenviar código' can send again; 0 when it can. */
    resendSeconds,
    submitting,
    invalid,
    setEmail: (value: string) => {
      setEmail(value);
      clearInvalid('email');
    },
    setName: (value: string) => {
      setName(value);
      clearInvalid('name');
    },
    setCode: (value: string) => {
      setCode(value);
      clearInvalid('code');
    },
    /** The panel's form, where a refused field is brought into view. */
    formRef,
    submit,
    social,
    resend: () => {
      if (codeState !== 'sending' && resendSeconds === 0 && (step === 'recover' || step === 'verify'))
        void sendCode(step);
    },
    changeEmail: () => enter('email'),
  };
}

export type IdentifyFlow = ReturnType<typeof useIdentifyFlow>;
