/** How far ahead of the viewport a deferred section starts loading: one screen, so it is there before it is seen. */
const AHEAD = '100% 0px';

/**
 * Calls `show` once `element` comes within a screen of the viewport, or at the first key press anywhere
 * (a keyboard user tabbing down the page must find the section in the tab order, not jump past a
 * placeholder that holds no focusable element). Without IntersectionObserver it shows at once.
 * Returns the clean-up.
 *
 * A dozen lines against the platform rather than react-intersection-observer: that would put another
 * kilobyte on home's first load for the one observer the page needs.
 */
export function whenNearViewport(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    show();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: AHEAD });
  observer.observe(element);
  window.addEventListener('keydown', once, { capture: true });
  function stop() {
    observer.disconnect();
    window.removeEventListener('keydown', once, { capture: true });
  }
  return stop;
}
