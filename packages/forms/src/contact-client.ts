import { messageOf, requestJson, type JsonResponse } from '@tjb/ui/http';
import type { ContactRequest } from './contact';

/** What the shopper sent, in the words the form shows: a Contact Us message, or a styling request. */
export type ContactNoun = 'message' | 'request';

export type SendResult = { ok: true; reference: string | null; message: string | null } | { ok: false; reason: string };

/** Why a message was not sent, in the words its form shows. */
export function sendFailures(noun: ContactNoun = 'message') {
  return {
    network: `Your ${noun} was not sent: we could not reach the shop. Check your connection and try again.`,
    server: `Your ${noun} was not sent: something went wrong on our side. Please try again in a few minutes.`,
    rateLimited: (seconds: number | null) =>
      seconds && seconds > 0
        ? `Your ${noun} was not sent: too many messages from this connection. Please try again in ${formatWait(seconds)}.`
        : `Your ${noun} was not sent: too many messages from this connection. Please wait a few minutes and try again.`,
  };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * POST /api/contact, for the Contact Us form and the styling request alike. Never throws: every outcome
 * is an answer the form can show, and its fields stay until it is a success.
 */
export async function sendContactMessage(message: ContactRequest, noun: ContactNoun = 'message'): Promise<SendResult> {
  const failures = sendFailures(noun);
  let response: JsonResponse;
  try {
    response = await requestJson('/api/contact', { method: 'POST', body: message });
  } catch {
    return { ok: false, reason: failures.network };
  }
  const { body } = response;
  if (response.ok) {
    const reference = body && typeof (body as { reference?: unknown }).reference === 'string' ? (body as { reference: string }).reference : null;
    return { ok: true, reference, message: messageOf(body) ?? null };
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return { ok: false, reason: failures.rateLimited(Number.isFinite(retryAfter) ? retryAfter : null) };
  }
  // A 400 carries the rule the server applied (the same words the form uses); a 5xx says nothing useful.
  if (response.status < 500) return { ok: false, reason: messageOf(body) ?? failures.server };
  return { ok: false, reason: failures.server };
}
