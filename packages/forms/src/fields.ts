import * as v from 'valibot';
import { FORM_MESSAGES } from './messages';

/**
 * The addresses the shop takes: the same pattern in every form and on the server (one inbox the
 * browser accepts is one the gateway accepts). Letters in either case; the fields lower-case it first.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * `v.object` as the shop's forms and API bodies read it:
 * - a missing key reads as its entry reads `undefined` ("Please fill in all required fields", not a word
 *   about keys): a JSON body leaves a blank field out, and the shopper or the API client gets the field's
 *   own message;
 * - an array is no object (valibot takes one as an object with no keys, which would let `[]` pass as a
 *   form whose fields are all optional).
 * `message` is for input that is no object at all.
 */
export function formObject<const E extends v.ObjectEntries>(entries: E, message?: string) {
  const rootMessage = (issue: v.ObjectIssue) => message ?? defaultWording(issue);
  const base = v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || !(key in entries)) return rootMessage(issue);
    const entry = v.safeParse(entries[key] as v.GenericSchema, undefined);
    return entry.issues?.[0]?.message ?? issue.message;
  });
  const schema: typeof base = {
    ...base,
    '~run'(dataset, config) {
      if (!Array.isArray(dataset.value)) return base['~run'].call(this, dataset, config);
      const issue: v.ObjectIssue = {
        kind: 'schema',
        type: 'object',
        input: dataset.value,
        expected: 'Object',
        received: 'Array',
        message: 'Invalid type: Expected Object but received Array',
        requirement: undefined,
        path: undefined,
        issues: undefined,
        lang: config.lang,
        abortEarly: config.abortEarly,
        abortPipeEarly: config.abortPipeEarly,
      };
      const failed = dataset as unknown as v.FailureDataset<v.ObjectIssue>;
      failed.typed = false;
      failed.issues = [{ ...issue, message: rootMessage(issue) }];
      return failed;
    },
  };
  // Standard Schema callers (react-hook-form's resolver) go through the same check.
  type Validate = (typeof base)['~standard']['validate'];
  const validate = ((value: unknown) => schema['~run']({ value }, v.getGlobalConfig())) as unknown as Validate;
  return { ...schema, '~standard': { ...base['~standard'], validate } };
}

/** The words valibot gives an issue no schema worded: the process's own (the gateway sets them), else valibot's. */
function defaultWording(issue: v.BaseIssue<unknown>): string {
  const global = v.getGlobalMessage(issue.lang);
  return typeof global === 'function' ? global(issue) : (global ?? issue.message);
}

/** Text the shopper must fill in: blank after trimming, or not text at all, gets `message`. */
export function requiredText(message: string, max: number) {
  return v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, FORM_MESSAGES.tooLong));
}

/** Text the shopper may leave out; absent and null both read as an empty string. */
export function optionalText(max: number) {
  return v.nullish(v.pipe(v.string(FORM_MESSAGES.tooLong), v.trim(), v.maxLength(max, FORM_MESSAGES.tooLong)), '');
}

/** An email address (RFC 5321 caps the length at 254), trimmed and lower-cased so one inbox is one address. */
export function emailField(requiredMessage: string) {
  // Lower-cased before the checks: a transformation after a failed check would hide the whole object
  // from its cross-field checks (the postal code), which should still speak.
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, requiredMessage),
    v.maxLength(254, FORM_MESSAGES.invalidEmail),
    v.regex(EMAIL_PATTERN, FORM_MESSAGES.invalidEmail),
  );
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

type Issues = readonly v.BaseIssue<unknown>[];

/**
 * Checks form data the way the server will and answers the one message a form shows first
 * (the spec's forms report one problem at a time).
 */
export function validateForm<S extends v.GenericSchema>(schema: S, data: unknown): FormResult<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return { ok: true, data: parsed.output };
  return { ok: false, message: firstIssueMessage(parsed.issues), field: firstIssueField(parsed.issues) };
}

export function firstIssueMessage(issues: Issues): string {
  return issues[0]?.message ?? FORM_MESSAGES.requiredFields;
}

/** Where the first problem is, as a dotted path (`cartItems.0.quantity`); undefined for the whole input. */
export function firstIssueField(issues: Issues): string | undefined {
  const first = issues[0];
  return first?.path?.length ? (v.getDotPath(first) ?? undefined) : undefined;
}

/** A problem a cross-field check found, placed on the field it concerns so the form can mark it. */
export function fieldIssue(input: object, key: string, message: string): { message: string; path: [v.ObjectPathItem] } {
  const record = input as Record<string, unknown>;
  return { message, path: [{ type: 'object', origin: 'value', input: record, key, value: record[key] }] };
}
