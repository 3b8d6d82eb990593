import type { ToastInput } from '@tjb/cart-bus';
import { FORM_MESSAGES } from '@tjb/cart-bus/forms';
import type { FieldErrors, FieldValues } from 'react-hook-form';

const MISSING = 'Missing Information';

/**
 * The toast for a refused step. The spec's texts (001 §8) are 'Missing Information' with the shipping
 * or billing sentence; the shared message for shipping already carries the title, so it is split.
 */
export function validationToast(message: string): ToastInput {
  if (message.startsWith(`${MISSING}: `)) return { title: MISSING, description: message.slice(MISSING.length + 2), variant: 'destructive' };
  if (message === FORM_MESSAGES.billingRequired || message === FORM_MESSAGES.paymentRequired) {
    return { title: MISSING, description: message, variant: 'destructive' };
  }
  return { title: 'Check Your Details', description: message, variant: 'destructive' };
}

/** The first error in the order the fields appear on screen (one message at a time, as the spec's forms do). */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const root = (errors as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' ? root : undefined;
}
