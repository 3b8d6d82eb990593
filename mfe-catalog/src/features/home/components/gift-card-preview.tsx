import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { GIFT_CARD_DESIGNS } from '../state/gift-card';

const FINISHES: Record<number, string> = {
  1: 'linear-gradient(135deg, #2a2118 0%, #0d0c0b 60%, #ff7a1a 160%)',
  2: 'linear-gradient(135deg, #3b0d0d 0%, #120606 70%)',
  3: 'linear-gradient(135deg, #1c2733 0%, #0b0f14 70%)',
  4: 'linear-gradient(135deg, #33301c 0%, #0d0c0b 70%)',
};

const card = css`
  aspect-ratio: 1.586; width: 100%; max-width: 30rem; border-radius: 14px; padding: clamp(1rem, 3vw, 1.75rem);
  display: flex; flex-direction: column; justify-content: space-between; color: ${v('bone')};
  border: 1px solid rgb(255 255 255 / 0.12); box-shadow: 0 20px 40px rgb(0 0 0 / 0.5);
  h3 { margin: 0; font-size: 1.1rem; letter-spacing: 0.12em; }
  strong { font-family: ${v('fontDisplay')}; font-size: clamp(2.5rem, 7vw, 3.5rem); color: ${v('accent')}; line-height: 1; }
  p { margin: 0; color: ${v('muted')}; font-size: 0.9rem; }
`;

/** A live picture of the card being bought. */
export function GiftCardPreview({ amount, design, recipient, sender }: { amount: string; design: number; recipient: string; sender: string }) {
  const name = GIFT_CARD_DESIGNS.find((d) => d.id === design)?.name ?? '';
  return (
    <div css={card} style={{ background: FINISHES[design] }} aria-label={`Gift card preview, ${name} design, ${amount}`} role="img">
      <h3>TJ&apos;S BIKER GEAR · {name.toUpperCase()}</h3>
      <strong>{amount}</strong>
      <p>
        {recipient.trim() ? `For ${recipient.trim()}` : 'For a rider you love'}
        {sender.trim() ? ` · From ${sender.trim()}` : ''}
      </p>
    </div>
  );
}
