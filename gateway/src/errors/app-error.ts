/**
 * The one error type the gateway's domain code throws on purpose. `message` is written for the shopper
 * and goes out as `{ message }`; `details` adds fields a client can act on (new prices, shortages);
 * `cause` is only logged.
 */
export class AppError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, message: string, opts: { details?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.status = status;
    this.details = opts.details;
  }

  static badRequest(message: string, details?: Record<string, unknown>) {
    return new AppError(400, message, { details });
  }

  static notFound(message = 'Not found') {
    return new AppError(404, message);
  }

  static conflict(message: string, details?: Record<string, unknown>) {
    return new AppError(409, message, { details });
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
