import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { v } from '@tjb/ui';
import { useLocation } from 'react-router-dom';
import * as valibot from 'valibot';

const stateSchema = valibot.object({
  issuedGiftCards: valibot.array(
    valibot.object({ code: valibot.string(), amount: valibot.string(), recipientName: valibot.string(), recipientEmail: valibot.string() }),
  ),
});

/**
 * The gift cards this order issued, shown once: the codes came with the payment's answer and live only
 * in this history entry's state (the shop keeps their hashes; the recipients get them by email).
 */
export function IssuedGiftCards() {
  const parsed = valibot.safeParse(stateSchema, useLocation().state);
  if (!parsed.success || parsed.output.issuedGiftCards.length === 0) return null;
  return (
    <section aria-labelledby="issued-gift-cards" css={css`display: grid; gap: 0.75rem; padding: 1rem; border: 1px solid ${v('accent')}; border-radius: ${v('radius')};`}>
      <h2 id="issued-gift-cards" css={css`margin: 0; font-size: 1.25rem;`}>Your Gift Cards</h2>
      <p css={css`margin: 0; color: ${v('muted')};`}>Each code is shown only here and emailed to its recipient. It never expires.</p>
      <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;`}>
        {parsed.output.issuedGiftCards.map((card) => (
          <li key={card.code}>
            {formatMoney(card.amount)} for {card.recipientName} ({card.recipientEmail}):{' '}
            <strong data-testid="gift-card-code" css={css`font-family: ui-monospace, monospace; letter-spacing: 0.05em;`}>{card.code}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
