import type { FaqItem } from './faq-items';

/** schema.org FAQPage from the same items the page shows, so search engines read what shoppers read. */
export function faqJsonLd(items: readonly FaqItem[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // '<' escaped so no answer text can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
