import { css } from '@emotion/react';
import { FREE_SHIPPING_THRESHOLD } from '@tjb/cart-bus';
import { Icon, v } from '@tjb/ui';
import { hasFreeShipping, hasTag, type Product } from '../../../shared/product/product-facts';

const list = css`list-style: none; margin: 1.5rem 0 0; padding: 1rem 0 0; border-top: 1px solid ${v('line')}; display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.75rem;
  li { display: grid; justify-items: center; text-align: center; gap: 0.25rem; font-size: 0.85rem; color: ${v('muted')}; }
  strong { color: ${v('bone')}; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.05em; font-size: 0.95rem; }
  svg { color: ${v('accent')}; }`;

/** Free Shipping, Warranty and Easy Returns (spec 000 §2.7), worded from the product's own tags. */
export function TrustBadges({ product }: { product: Product }) {
  return (
    <ul css={list} aria-label="Our promises">
      <li><Icon name="truck" size={26} /><strong>Free Shipping</strong>{hasFreeShipping(product) ? 'This item ships free' : `On orders of $${FREE_SHIPPING_THRESHOLD} or more`}</li>
      <li><Icon name="shield" size={26} /><strong>Warranty</strong>{hasTag(product, 'warranty') ? 'Manufacturer warranty included' : 'Authentic gear guarantee'}</li>
      <li><Icon name="rotate" size={26} /><strong>Easy Returns</strong>30-day return policy</li>
    </ul>
  );
}
