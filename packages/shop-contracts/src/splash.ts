/**
 * The intro splash's contract between the shell's build (which writes it into index.html as static
 * markup), the shell's IntroSplash (which takes it over) and the gateway (which leaves it out once seen).
 */

/** A custom element, so its end tag is unique and the gateway can cut it out of the page by text. */
export const SPLASH_TAG = 'tjb-splash';
/** Set as a session cookie when the splash plays: the gateway then serves pages without it. */
export const SPLASH_COOKIE = 'tjb_splash';
