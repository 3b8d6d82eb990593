import { FORM_MESSAGES } from '@tjb/forms';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first error in the order the fields appear on screen (one message at a time, as the spec's forms do). */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const root = (errors as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' ? root : undefined;
}

/** The generic "fill in every required field" sentences; beside one field they become "<Label> is required." */
const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  FORM_MESSAGES.shippingRequired,
  FORM_MESSAGES.billingRequired,
  FORM_MESSAGES.paymentRequired,
  FORM_MESSAGES.requiredFields,
]);

/** What a refused field says under itself: which field is missing, or the rule's own sentence. */
export function fieldMessage(label: string, message: string): string {
  return REQUIRED_MESSAGES.has(message) ? `${label.replace(/\s*\(.*\)$/, '')} is required.` : message;
}
