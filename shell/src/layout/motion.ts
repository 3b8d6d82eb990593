/**
 * True when the visitor asked the OS for less motion. Old browsers and jsdom have no matchMedia, and
 * some embedded browsers throw from it: both count as "no preference" rather than breaking the page.
 */
export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

/** `smooth` scrolling unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}
