import { CUSTOM_PRODUCTION_TIME, FREE_SHIPPING_THRESHOLD } from '@tjb/pricing';
import { SUPPORT_HOURS_SHORT } from '../../shared/support-contact';

export const FAQ_CATEGORIES = ['orders', 'payment', 'returns', 'products', 'account'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  orders: 'Orders & Shipping',
  payment: 'Payment',
  returns: 'Returns & Exchanges',
  products: 'Products',
  account: 'Account',
};

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/**
 * The shop's 20 questions (001 "FAQ"). Answers state the rules of 001 §9; where the spec's FAQ gave
 * other figures ($75 free shipping, 7-10 days production) they read the settled ones from the shared
 * rules (docs/spec-deviations.md).
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  { id: 'shipping-time', category: 'orders', question: 'How long does shipping take?', answer: 'Standard shipping takes 3-5 business days, express shipping 1-2 business days, and international shipping 7-14 business days.' },
  { id: 'free-shipping', category: 'orders', question: 'Do you offer free shipping?', answer: `Yes. Orders with a subtotal of $${FREE_SHIPPING_THRESHOLD} or more ship free within the US.` },
  { id: 'change-order', category: 'orders', question: 'Can I change or cancel my order?', answer: 'Orders can be changed or cancelled within 1 hour of being placed. After that they are on their way to the warehouse floor; contact us and we will do what we can.' },
  { id: 'track-order', category: 'orders', question: 'How do I track my order?', answer: 'Your order confirmation shows your order number. Quote it through our contact form (topic: Order) and we will send you the tracking details.' },
  { id: 'payment-methods', category: 'payment', question: 'What payment methods do you accept?', answer: 'We accept major credit and debit cards (Visa, Mastercard, American Express, Discover) and PayPal.' },
  { id: 'payment-secure', category: 'payment', question: 'Is my payment information secure?', answer: 'Yes. Card details go straight to our payment processor over an encrypted connection; we never store your full card number.' },
  { id: 'sales-tax', category: 'payment', question: 'Do you charge sales tax?', answer: 'An estimated tax of 8% of the subtotal is shown in your cart and charged at checkout.' },
  { id: 'military-discount', category: 'payment', question: 'Do you offer a military or first responder discount?', answer: 'Yes. Active and retired military and first responders receive 10% off. Contact us to have the discount set up.' },
  { id: 'return-policy', category: 'returns', question: 'What is your return policy?', answer: 'You can return unworn gear within 30 days of delivery. Purchases made between Nov 1 and Dec 25 can be returned until Jan 31.' },
  { id: 'refund-time', category: 'returns', question: 'How long do refunds take?', answer: 'Refunds are issued to your original payment method within 5-7 business days after we receive your return.' },
  { id: 'store-credit', category: 'returns', question: 'Can I get store credit instead of a refund?', answer: 'Yes. Choose store credit and we add a 10% bonus. Store credit never expires.' },
  { id: 'exchanges', category: 'returns', question: 'Are exchanges free?', answer: 'Yes, exchanges for a different size or color are free.' },
  { id: 'custom-returns', category: 'returns', question: 'Can I return custom apparel?', answer: 'Custom items are made for you and are final sale unless they arrive defective.' },
  { id: 'sizing', category: 'products', question: 'How do I find my size?', answer: 'Each product page lists its sizes. Leather gear fits snug at first and breaks in with wear; if you are between sizes, contact us with your measurements and we will help you choose.' },
  { id: 'leather-care', category: 'products', question: 'How do I care for leather gear?', answer: 'Wipe leather with a damp cloth, let it dry away from direct heat, and condition it a few times a year to keep it supple and weather resistant.' },
  { id: 'custom-production', category: 'products', question: 'How long does custom apparel take?', answer: `Custom apparel from our designer is produced in ${CUSTOM_PRODUCTION_TIME} before it ships.` },
  { id: 'wholesale', category: 'products', question: 'Do you sell wholesale or to clubs?', answer: 'Yes. Send us a message with the topic Wholesale and tell us what your club or shop needs.' },
  { id: 'guest-checkout', category: 'account', question: 'Do I need an account to order?', answer: 'No. Every order is a guest checkout: the shop has no accounts. Your order confirmation shows your order number; quote it through our contact form (topic: Order) for tracking.' },
  { id: 'no-password', category: 'account', question: 'I forgot my password. What do I do?', answer: 'Nothing to reset: the shop has no accounts or passwords. Your cart and wishlist live in your browser, and anything about an order goes through our contact form.' },
  { id: 'support-hours', category: 'account', question: 'When can I reach customer support?', answer: `Our team answers ${SUPPORT_HOURS_SHORT}. Messages sent through the contact form are answered within 24 hours.` },
];
