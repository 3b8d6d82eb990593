import { CONTACT_CATEGORIES, type ContactCategory } from '@tjb/forms';

/** The longest message the server takes (contactMessageSchema); the form counts towards it. */
export const MESSAGE_MAX_LENGTH = 5000;

export const CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  order: 'Order Status',
  return: 'Returns & Exchanges',
  technical: 'Technical Support',
  wholesale: 'Wholesale',
  partnership: 'Partnership',
};

export const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', category: 'general', message: '' };
