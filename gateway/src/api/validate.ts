import { firstIssueField, firstIssueMessage } from '@tjb/forms';
import * as v from 'valibot';
import { AppError } from '../errors/app-error';
import '../issue-wording';

/**
 * Parses request input with a shared schema; a failure is a 400 carrying the first problem in the
 * form's own words and the field it concerns.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, details?: Record<string, unknown>): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  const field = firstIssueField(parsed.issues);
  throw new AppError(400, firstIssueMessage(parsed.issues), { details: { ...details, ...(field ? { field } : {}) } });
}
