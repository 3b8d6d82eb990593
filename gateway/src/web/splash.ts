import { SPLASH_COOKIE, SPLASH_TAG } from '@tjb/shop-contracts';

const SPLASH_ELEMENT = new RegExp(`<${SPLASH_TAG}[\\s>][\\s\\S]*?</${SPLASH_TAG}>`);

/** True when the browser session has already seen the intro splash (the shell set the session cookie). */
export function splashSeen(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SPLASH_COOKIE}=seen`);
}

/** The page without the static intro splash the shell's build writes into it. */
export function withoutSplash(html: string): string {
  return html.replace(SPLASH_ELEMENT, '');
}
