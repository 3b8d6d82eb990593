import { useEffect, useLayoutEffect, useState } from 'react';
import { afterPageSettled } from '@tjb/ui';
import { SPLASH_MOTION_ATTRIBUTE } from './splash-motion';
import { findStaticSplash, useSplash } from './use-splash';

/**
 * The animated intro (spec 001 "Intro splash"), laid over the shop rather than in front of it. The
 * drawing is static HTML in the page (splash-markup.ts), painted before any script runs; this component
 * takes it over: it runs the timeline, makes a click anywhere, Escape and "Skip intro" end it, and
 * removes it. The routed app renders and loads underneath from the first moment, and the drawing stands
 * still until that page has settled (splash-motion.ts). Completion sets `<html data-splash="done">` and
 * calls `onDone`.
 */
export function IntroSplash({ onDone }: { onDone?: () => void }) {
  // Nothing to take over on the server: the gateway's page carries the static splash itself.
  const [splash] = useState(() => (typeof document === 'undefined' ? null : findStaticSplash()));
  const { phase, skip } = useSplash(splash, onDone);

  useLayoutEffect(() => {
    if (!splash) return;
    if (phase === 'gone') splash.remove();
    else splash.dataset.phase = phase;
  }, [splash, phase]);

  useEffect(() => {
    if (!splash || phase !== 'visible') return;
    let visible = true;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && skip();
    // The skip button is inside the splash: its click is a click on the splash.
    splash.addEventListener('click', skip);
    document.addEventListener('keydown', onKey);
    splash.dataset.ready = '';
    void afterPageSettled().then(() => visible && splash.setAttribute(SPLASH_MOTION_ATTRIBUTE, ''));
    return () => {
      visible = false;
      splash.removeEventListener('click', skip);
      document.removeEventListener('keydown', onKey);
    };
  }, [splash, phase, skip]);

  return null;
}
