import { KEPT_TAPS_GLOBAL, LIVE_TAP_ATTRIBUTE } from '@tjb/mf-config';
import { useEffect, useRef, type RefObject } from 'react';

type KeptTaps = { [KEPT_TAPS_GLOBAL]?: Element[] };

/**
 * Acts once on a tap the page's head script held for this server-rendered control before it hydrated
 * (@tjb/mf-config kept-taps), and marks the control live so later taps reach its own handler. The
 * element must carry KEPT_TAP_ATTRIBUTE in the server's HTML.
 */
export function useKeptTap(ref: RefObject<Element | null>, act: () => void): void {
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute(LIVE_TAP_ATTRIBUTE, '');
    const queue = (window as KeptTaps)[KEPT_TAPS_GLOBAL];
    const at = queue ? queue.indexOf(el) : -1;
    if (at < 0) return;
    queue!.splice(at, 1);
    actRef.current();
  }, [ref]);
}
