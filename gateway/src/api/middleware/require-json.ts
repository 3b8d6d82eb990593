import type { RequestHandler } from 'express';
import { AppError } from '../../errors/app-error';

/**
 * A body must be JSON. Besides keeping parsing honest, this closes the classic CSRF door: an HTML form
 * can only send form or text bodies, and a cross-site JSON request needs a CORS preflight we never grant.
 */
export function requireJsonBody(): RequestHandler {
  return (req, _res, next) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (!hasBody || req.is('application/json') || req.is('application/*+json')) return next();
    next(new AppError(415, 'Send the request body as JSON (Content-Type: application/json).'));
  };
}
