import { useEffect } from 'react';
import { SplashArt } from './splash-art';
import { overlay, skipButton } from './splash.styles';
import { useSplash } from './use-splash';

/**
 * The animated intro (spec 001 "Intro splash"), laid over the shop rather than in front of it: the
 * routed app renders and loads underneath from the first moment, so the intro costs the shopper no
 * waiting. Once per browser session, never under reduced motion; a click anywhere, Escape or the
 * "Skip intro" button ends it. Completion sets `<html data-splash="done">` and calls `onDone`.
 */
export function IntroSplash({ onDone }: { onDone?: () => void }) {
  const { phase, skip } = useSplash(onDone);

  useEffect(() => {
    if (phase !== 'visible') return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && skip();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase, skip]);

  if (phase === 'gone') return null;
  return (
    <div css={overlay} data-phase={phase} data-testid="intro-splash" onClick={skip}>
      <SplashArt />
      <button type="button" css={skipButton} onClick={skip}>
        Skip intro
      </button>
    </div>
  );
}
