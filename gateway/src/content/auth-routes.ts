import { Router } from 'express';

export const NOT_SIGNED_IN_MESSAGE = 'Not signed in. TJ\'s Biker Gear has no customer accounts: everyone checks out as a guest.';
/** The shell reads this notice on the home page and shows why there was no sign-in page. */
export const SIGN_IN_NOTICE = 'sign-in-unavailable';

/**
 * This shop has no accounts (spec 000 §6: all visitors are guests), so the current user is always
 * absent and the sign-in link leads home with a notice instead of to a form that cannot work.
 */
export function createAuthRouter(): Router {
  const router = Router();
  router.get('/api/auth/user', (_req, res) => {
    res.status(401).json({ message: NOT_SIGNED_IN_MESSAGE });
  });
  router.get('/api/login', (_req, res) => {
    res.redirect(302, `/?notice=${SIGN_IN_NOTICE}`);
  });
  return router;
}
