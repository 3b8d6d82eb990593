import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { isAppError } from './app-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** body-parser's errors carry `type`; they are the client's fault and get a plain answer. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, message: 'The request body encoding is not supported.' },
  'charset.unsupported': { status: 415, message: 'The request body charset is not supported.' },
  'request.aborted': { status: 400, message: 'The request was aborted.' },
  'request.size.invalid': { status: 400, message: 'The request body size does not match its Content-Length.' },
};

/**
 * Only the error's name, message and code are logged: body-parser errors carry the raw body and
 * PostgreSQL errors carry the offending values (`detail`), either of which may hold a card number
 * or an email address.
 */
export function safeErrorForLog(err: unknown, withStack = true): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; type?: unknown; status?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: e.name, message: e.message };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.type === 'string') out.bodyErrorType = e.type;
  if (typeof e.status === 'number') out.status = e.status;
  if (withStack && e.stack) out.stack = e.stack;
  if (e.cause !== undefined) out.cause = safeErrorForLog(e.cause, withStack);
  return out;
}

/**
 * The one place an error becomes a response: `{ message, ...details }` with the right status, never a
 * stack trace; the cause is logged (5xx as errors, 4xx as a quiet info line).
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const where = { method: req.method, path: req.path };
    if (isAppError(err)) {
      const log = err.status >= 500 ? logger.error.bind(logger) : logger.info.bind(logger);
      log({ ...where, status: err.status, error: safeErrorForLog(err, err.status >= 500) }, err.status >= 500 ? 'request failed' : 'request refused');
      res.status(err.status).json({ ...err.details, message: err.message });
      return;
    }
    const bodyType = (err as { type?: unknown })?.type;
    const bodyError = typeof bodyType === 'string' ? BODY_ERRORS[bodyType] : undefined;
    if (bodyError) {
      // Not even the parser's message: V8 quotes part of the bad JSON in it, which may be card digits.
      logger.info({ ...where, status: bodyError.status, bodyErrorType: bodyType }, 'request body refused');
      res.status(bodyError.status).json({ message: bodyError.message });
      return;
    }
    logger.error({ ...where, error: safeErrorForLog(err) }, 'request failed');
    res.status(500).json({ message: GENERIC_ERROR_MESSAGE });
  };
}
