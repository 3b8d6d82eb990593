import { z } from 'zod';
import { FORM_MESSAGES } from './messages';

/** Text the shopper must fill in: blank after trimming, or not text at all, gets `message`. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: FORM_MESSAGES.tooLong });
}

/** Text the shopper may leave out; absent and null both read as an empty string. */
export function optionalText(max: number) {
  return z
    .string({ error: FORM_MESSAGES.tooLong })
    .trim()
    .max(max, { error: FORM_MESSAGES.tooLong })
    .nullish()
    .transform((value) => value ?? '');
}

/** An email address (RFC 5321 caps the length at 254), trimmed and lower-cased so one inbox is one address. */
export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: FORM_MESSAGES.invalidEmail })
    .pipe(z.email({ error: FORM_MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase());
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

/**
 * Checks form data the way the server will and answers the one message a form shows first
 * (the spec's forms report one problem at a time).
 */
export function validateForm<S extends z.ZodType>(schema: S, data: unknown): FormResult<z.output<S>> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: firstIssueMessage(parsed.error), field: firstIssueField(parsed.error) };
}

export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? FORM_MESSAGES.requiredFields;
}

function firstIssueField(error: z.ZodError): string | undefined {
  const path = error.issues[0]?.path;
  return path && path.length > 0 ? path.map(String).join('.') : undefined;
}
