// The wait before 'Reenviar código' can mail another code: without it, a few impatient clicks spend the
// per-email send limit and lock the person out for 15 minutes. Counted against the clock, not by ticks, so a
// throttled background tab still shows the right time when it comes back.
import { useCallback, useEffect, useState } from 'react';
import { limits } from '@vitrina/shared/constants';

export function useResendCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  /** Starts the wait: a code was just sent. */
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + limits.codeResendMs);
  }, []);

  return { seconds: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** '0:45' */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
