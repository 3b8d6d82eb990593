/**
 * Taps on server-rendered controls before the page's scripts have hydrated them: the gateway writes
 * {@link KEPT_TAPS_SCRIPT} into every page's head (allowed by its hash in the CSP), so it listens before
 * the first control is parsed. A tap on an element marked with {@link KEPT_TAP_ATTRIBUTE} that is not yet
 * live is held instead of lost (and not handed to React, which would replay it a second time), and the
 * control acts on it once hydrated: it marks itself live with {@link LIVE_TAP_ATTRIBUTE} and takes its
 * element out of the queue.
 */
export const KEPT_TAP_ATTRIBUTE = 'data-keep-tap';
export const LIVE_TAP_ATTRIBUTE = 'data-tap-live';
export const KEPT_TAPS_GLOBAL = '__tjbKeptTaps';

export const KEPT_TAPS_SCRIPT =
  `(function(){var q=window.${KEPT_TAPS_GLOBAL}=[];document.addEventListener('click',function(e){` +
  `var t=e.target,b=t&&t.closest?t.closest('[${KEPT_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||b.hasAttribute('${LIVE_TAP_ATTRIBUTE}'))return;e.preventDefault();e.stopPropagation();` +
  `if(q.indexOf(b)<0)q.push(b);},true);})();`;
