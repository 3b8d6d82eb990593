import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@tjb/ui/http';
import { newsletterCountKey } from './get-newsletter-count';

export interface NewsletterAnswer {
  subscribed: boolean;
  alreadySubscribed: boolean;
  count: number;
  /** A new address's single-use 15%-off code (also emailed). */
  discountCode?: string;
}

export const subscribeNewsletter = (email: string) =>
  fetchJson<NewsletterAnswer>('/api/newsletter', { method: 'POST', body: { email } });

/** POST /api/newsletter; the answer's count becomes the counter shown. */
export function useSubscribeNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (answer) => client.setQueryData(newsletterCountKey, { count: answer.count }),
  });
}
