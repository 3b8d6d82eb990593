import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../motion';

/** Spec 001 §4/§9: shown 3 s, fades 0.5 s, then completion is signalled 1.5 s after it is gone. */
export const SPLASH_VISIBLE_MS = 3000;
export const SPLASH_FADE_MS = 500;
export const SPLASH_DONE_AFTER_MS = 1500;
export const SPLASH_SEEN_KEY = 'tjb.splashSeen.v1';

export type SplashPhase = 'visible' | 'leaving' | 'gone';

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SPLASH_SEEN_KEY) !== null;
  } catch {
    return false; // storage blocked: showing it again next time is the lesser harm
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // private mode or a full quota: nothing to remember it in
  }
}

function signalDone(): void {
  document.documentElement.dataset.splash = 'done';
}

/**
 * The splash's timeline. It decides once, on the first render, whether to play at all (once per browser
 * session, never under reduced motion), so the first paint already has it or already does not.
 */
export function useSplash(onDone?: () => void): { phase: SplashPhase; skip: () => void } {
  const [plays] = useState(() => !prefersReducedMotion() && !seenThisSession());
  const [phase, setPhase] = useState<SplashPhase>(plays ? 'visible' : 'gone');
  const skipped = useRef(false);
  const doneSent = useRef(false);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });

  const finish = useCallback(() => {
    if (doneSent.current) return;
    doneSent.current = true;
    signalDone();
    latestOnDone.current?.();
  }, []);

  useEffect(() => {
    if (!plays) {
      finish();
      return;
    }
    markSeen();
    document.documentElement.dataset.splash = 'playing';
  }, [plays, finish]);

  useEffect(() => {
    if (!plays) return;
    // A shopper who skipped has said they are ready; they are not kept waiting for the tail.
    const [next, delay] =
      phase === 'visible'
        ? [() => setPhase('leaving'), SPLASH_VISIBLE_MS]
        : phase === 'leaving'
          ? [() => setPhase('gone'), SPLASH_FADE_MS]
          : [finish, skipped.current ? 0 : SPLASH_DONE_AFTER_MS];
    const timer = setTimeout(next, delay);
    return () => clearTimeout(timer);
  }, [plays, phase, finish]);

  const skip = useCallback(() => {
    skipped.current = true;
    setPhase((current) => (current === 'visible' ? 'leaving' : current));
  }, []);

  return { phase, skip };
}
