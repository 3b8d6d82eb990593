import * as v from 'valibot';
import { emailField, formObject, optionalText, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';

/** The Contact Us topics (001 §2), in the order the form lists them. */
export const CONTACT_CATEGORIES = ['general', 'order', 'return', 'technical', 'wholesale', 'partnership'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Name, email, subject and message are required; phone and category are optional (001 §5). */
export const contactMessageSchema = formObject(
  {
    name: requiredText(FORM_MESSAGES.requiredFields, 100),
    email: emailField(FORM_MESSAGES.requiredFields),
    phone: optionalText(40),
    subject: requiredText(FORM_MESSAGES.requiredFields, 200),
    category: v.pipe(
      v.nullish(v.picklist([...CONTACT_CATEGORIES, ''], FORM_MESSAGES.invalidContactCategory), ''),
      v.transform((category): ContactCategory => category || 'general'),
    ),
    message: requiredText(FORM_MESSAGES.requiredFields, 5000),
  },
  FORM_MESSAGES.requiredFields,
);
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;

/**
 * The topic of a styling request to TJ (Style with TJ): sent to POST /api/contact like a Contact Us
 * message and checked by the same rules, though the Contact Us form does not offer it as a topic.
 */
export const STYLING_CATEGORY = 'styling';
/** What POST /api/contact takes: a Contact Us message, or a styling request. */
export type ContactRequest = Omit<ContactMessage, 'category'> & { category: ContactMessage['category'] | typeof STYLING_CATEGORY };

/** Newsletter signup (000 §5): the email must be non-blank after trimming. */
export const newsletterSignupSchema = formObject({ email: emailField(FORM_MESSAGES.emailRequired) }, FORM_MESSAGES.emailRequired);
export type NewsletterSignup = v.InferOutput<typeof newsletterSignupSchema>;
