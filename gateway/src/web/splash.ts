import { SPLASH_COOKIE } from '@tjb/shop-contracts';

/** True when the browser session has already seen the intro splash (the shell set the session cookie). */
export function splashSeen(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SPLASH_COOKIE}=seen`);
}
