import { firstIssueMessage } from '@tjb/forms';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Parses request input with a shared schema; a failure is a 400 carrying the first problem in the
 * form's own words and the field it concerns. Any zod 4 schema: the shared form rules are zod/mini,
 * the gateway's own are classic.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, details?: Record<string, unknown>): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path ?? [];
  const field = path.length > 0 ? path.map(String).join('.') : undefined;
  throw new AppError(400, firstIssueMessage(parsed.error), { details: { ...details, ...(field ? { field } : {}) } });
}
