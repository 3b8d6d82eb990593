import { contactMessageSchema, STYLING_CATEGORY, type ContactRequest } from '@tjb/forms';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../api/validate';
import type { Database, NewMail } from '../db';

/** The spec's success toast body (001 §8), so the form can show what the server said. */
export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you within 24 hours.";

/** The Contact Us rules for every field; a styling request is checked as a message without a topic, then keeps its own. */
export function parseContactRequest(body: unknown): ContactRequest {
  const styling = typeof body === 'object' && body !== null && (body as { category?: unknown }).category === STYLING_CATEGORY;
  const message = parseInput(contactMessageSchema, styling ? { ...body, category: '' } : body);
  return styling ? { ...message, category: STYLING_CATEGORY } : message;
}

/** A short code the shopper can quote on the phone or in a reply; the stored id stays the key. */
export function contactReference(id: string): string {
  return `TJB-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The copy of a message that goes to the shop's inbox, so nobody has to poll the table to answer it. */
export function contactInboxMail(to: string, reference: string, m: ContactRequest): NewMail {
  return {
    to,
    subject: `[${reference}] ${m.category}: ${m.subject}`,
    text: [`From: ${m.name} <${m.email}>`, `Phone: ${m.phone || '-'}`, `Topic: ${m.category}`, `Reference: ${reference}`, '', m.message].join('\n'),
  };
}

/** POST /api/contact: the Contact Us form, stored for the shop to answer (and mailed to its inbox when one is set). */
export function createContactRouter(deps: { db: Database; limiter: RequestHandler; shopInbox?: string }): Router {
  const router = Router();
  router.post('/api/contact', deps.limiter, async (req, res) => {
    const message = parseContactRequest(req.body);
    const { id } = await deps.db.saveContactMessage(message);
    const reference = contactReference(id);
    if (deps.shopInbox) await deps.db.enqueueMail(contactInboxMail(deps.shopInbox, reference, message));
    res.status(201).json({ success: true, message: CONTACT_THANKS, reference });
  });
  return router;
}
