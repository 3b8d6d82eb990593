import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../motion';
import { SPLASH_COOKIE, SPLASH_TAG } from '@tjb/shop-contracts';

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
  // A session cookie: the gateway leaves the splash out of every later page of this browser session.
  document.cookie = `${SPLASH_COOKIE}=seen; path=/; SameSite=Lax`;
}

function signalDone(): void {
  document.documentElement.dataset.splash = 'done';
}

/** The static splash the page came with (see splash-markup.ts), if the gateway served one. */
export function findStaticSplash(): HTMLElement | null {
  return document.querySelector<HTMLElement>(SPLASH_TAG);
}

/**
 * The splash's timeline. It decides once, on the first render, whether to play at all: only when the
 * page came with the static splash, never twice in a browser session, never under reduced motion. The
 * splash has been on screen since the HTML was parsed, so its 3 s count from the page's start
 * (performance.now()), not from when this script got to run.
 */
export function useSplash(splash: HTMLElement | null, onDone?: () => void): { phase: SplashPhase; skip: () => void } {
  const [plays] = useState(() => splash !== null && !prefersReducedMotion() && !seenThisSession());
  const [shownFor] = useState(() => performance.now());
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
        ? [() => setPhase('leaving'), Math.max(0, SPLASH_VISIBLE_MS - shownFor)]
        : phase === 'leaving'
          ? [() => setPhase('gone'), SPLASH_FADE_MS]
          : [finish, skipped.current ? 0 : SPLASH_DONE_AFTER_MS];
    const timer = setTimeout(next, delay);
    return () => clearTimeout(timer);
  }, [plays, phase, finish, shownFor]);

  const skip = useCallback(() => {
    skipped.current = true;
    setPhase((current) => (current === 'visible' ? 'leaving' : current));
  }, []);

  return { phase, skip };
}
