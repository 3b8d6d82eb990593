import { z } from 'zod/mini';
import { emailField, optionalText, requiredText } from './fields';
import { FORM_MESSAGES } from './messages';
import './locale';

/** The Contact Us topics (001 §2), in the order the form lists them. */
export const CONTACT_CATEGORIES = ['general', 'order', 'return', 'technical', 'wholesale', 'partnership'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Name, email, subject and message are required; phone and category are optional (001 §5). */
export const contactMessageSchema = z.object(
  {
    name: requiredText(FORM_MESSAGES.requiredFields, 100),
    email: emailField(FORM_MESSAGES.requiredFields),
    phone: optionalText(40),
    subject: requiredText(FORM_MESSAGES.requiredFields, 200),
    category: z.pipe(
      z.nullish(z.union([z.enum(CONTACT_CATEGORIES), z.literal('')], { error: FORM_MESSAGES.invalidContactCategory })),
      z.transform((category: ContactCategory | '' | null | undefined) => category || 'general'),
    ),
    message: requiredText(FORM_MESSAGES.requiredFields, 5000),
  },
  { error: FORM_MESSAGES.requiredFields },
);
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** Newsletter signup (000 §5): the email must be non-blank after trimming. */
export const newsletterSignupSchema = z.object(
  { email: emailField(FORM_MESSAGES.emailRequired) },
  { error: FORM_MESSAGES.emailRequired },
);
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
