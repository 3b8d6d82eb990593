import { z } from 'zod/mini';
import { FORM_MESSAGES } from './messages';
import './locale';

/** Text the shopper must fill in: blank after trimming, or not text at all, gets `message`. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: FORM_MESSAGES.tooLong }));
}

/** Text the shopper may leave out; absent and null both read as an empty string. */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(z.string({ error: FORM_MESSAGES.tooLong }).check(z.trim(), z.maxLength(max, { error: FORM_MESSAGES.tooLong }))),
    z.transform((value: string | null | undefined) => value ?? ''),
  );
}

/** An email address (RFC 5321 caps the length at 254), trimmed and lower-cased so one inbox is one address. */
export function emailField(requiredMessage: string) {
  const text = z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, { error: requiredMessage }), z.maxLength(254, { error: FORM_MESSAGES.invalidEmail }));
  return z.pipe(
    z.pipe(text, z.email({ error: FORM_MESSAGES.invalidEmail })),
    z.transform((email: string) => email.toLowerCase()),
  );
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

/**
 * Checks form data the way the server will and answers the one message a form shows first
 * (the spec's forms report one problem at a time). Takes any zod 4 schema, mini or classic.
 */
export function validateForm<S extends z.core.$ZodType>(schema: S, data: unknown): FormResult<z.output<S>> {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: firstIssueMessage(parsed.error), field: firstIssueField(parsed.error) };
}

export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? FORM_MESSAGES.requiredFields;
}

function firstIssueField(error: z.core.$ZodError): string | undefined {
  const path = error.issues[0]?.path;
  return path && path.length > 0 ? path.map(String).join('.') : undefined;
}
