/**
 * The intro splash's contract between the shell's Document (which writes it into the page as static
 * markup), the shell's IntroSplash (which takes it over) and the gateway (which tells the Document to
 * leave it out once seen).
 */

/** A custom element of its own, which the shell's IntroSplash finds in the page. */
export const SPLASH_TAG = 'tjb-splash';
/** Set as a session cookie when the splash plays: the gateway then serves pages without it. */
export const SPLASH_COOKIE = 'tjb_splash';
