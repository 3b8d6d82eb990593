import { css } from '@emotion/react';
import { buttonStyle, Icon, v } from '@tjb/ui';
import { useMemo, useState } from 'react';
import { addVariantToCart } from '../../../shared/product/add-to-cart';
import { discountPercent } from '../../../shared/product/badges';
import { PriceTag } from '../../../shared/product/components/price-tag';
import { WishlistHeart } from '../../../shared/product/components/wishlist-heart';
import { hasTag, type Product, type Variant } from '../../../shared/product/product-facts';
import { displayTags } from '../state/display-tags';
import { sizeGuideFor } from '../state/size-guides';
import type { OptionGroup, Selection } from '../../../shared/product/variant-selection';
import { QuantityStepper } from './quantity-stepper';
import { BackInStock } from './back-in-stock';
import { ShareButton } from './share-button';
import { SizeGuideButton } from './size-guide';
import { TrustBadges } from './trust-badges';
import { VariantPicker } from '../../../shared/product/components/variant-picker';

const box = css`display: grid; gap: 1.1rem; align-content: start;`;
const badges = css`display: flex; gap: 0.5rem; flex-wrap: wrap;
  span { padding: 0.2rem 0.6rem; font-family: ${v('fontDisplay')}; font-weight: 700; letter-spacing: 0.08em; font-size: 0.85rem; border-radius: 2px; }`;
const vendor = css`color: ${v('muted')}; text-transform: uppercase; letter-spacing: 0.1em; margin: 0; font-size: 0.85rem;`;
const title = css`font-size: clamp(1.75rem, 4vw, 2.6rem); margin: 0; text-transform: none; letter-spacing: 0.01em;`;
const desc = css`color: ${v('muted')}; margin: 0; line-height: 1.6;`;
const buyRow = css`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end;`;
const addButton = css`flex: 1 1 12rem; min-height: 52px; font-size: 1.05rem;`;
const stock = css`margin: 0; font-size: 0.9rem; min-height: 1.4em;`;
const tagList = css`display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; margin: 0; padding: 0;
  li { padding: 0.2rem 0.6rem; border: 1px solid ${v('line')}; border-radius: 999px; font-size: 0.8rem; color: ${v('muted')}; }`;

/** Page B's buy box (spec 000 §2.7): badges, price, option pickers, quantity, Add to Cart or Sold Out, heart, share. */
export function ProductBuyBox({ product, variant, groups, selection, onSelect }: {
  product: Product;
  variant: Variant | undefined;
  groups: readonly OptionGroup[];
  selection: Selection;
  onSelect: (s: Selection) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const price = Number(variant?.price ?? product.priceRange.minVariantPrice);
  const compareAt = variant?.compareAtPrice ? Number(variant.compareAtPrice) : null;
  const off = discountPercent(price, compareAt);
  const available = Boolean(variant?.availableForSale);
  // The product's own facts, worked out once: a variant change renders this box again, inside the tap.
  const guide = useMemo(() => sizeGuideFor(product.productType, groups.some((g) => g.name.toLowerCase() === 'size')), [product.productType, groups]);
  const tags = useMemo(() => displayTags(product.tags), [product.tags]);

  return (
    <div css={box}>
      {off > 0 || hasTag(product, 'new') ? (
        <div css={badges}>
          {off > 0 ? <span css={css`background: ${v('accent')}; color: ${v('ink')};`}>-{off}% OFF</span> : null}
          {hasTag(product, 'new') ? <span css={css`background: ${v('bone')}; color: ${v('ink')};`}>NEW ARRIVAL</span> : null}
        </div>
      ) : null}
      {product.vendor ? <p css={vendor}>{product.vendor}</p> : null}
      <h1 css={title}>{product.title}</h1>
      <PriceTag price={price} compareAt={compareAt} size="1.75rem" />
      {product.description ? <p css={desc}>{product.description}</p> : null}
      <VariantPicker product={product} groups={groups} selection={selection} onChange={onSelect}
        extra={guide ? { option: 'Size', node: <SizeGuideButton guide={guide} /> } : undefined} />
      <p css={stock} role="status">
        {!variant ? 'This combination is not available.' : available
          ? variant.quantityAvailable > 0 && variant.quantityAvailable <= 5 ? <span css={css`color: ${v('accent')};`}>Only {variant.quantityAvailable} left</span> : <span css={css`color: ${v('success')};`}>In stock</span>
          : <span css={css`color: ${v('danger')};`}>Sold out</span>}
      </p>
      <div css={buyRow}>
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <button type="button" css={[buttonStyle('primary'), addButton]} disabled={!available}
          onClick={() => {
            if (addVariantToCart(product, variant, quantity) === 'added') setQuantity(1);
          }}>
          {available ? <><Icon name="cart" /> Add to Cart</> : 'Sold Out'}
        </button>
        <WishlistHeart product={product} />
        <ShareButton title={product.title} text={product.description.slice(0, 120)} />
      </div>
      {variant && !available ? <BackInStock variantId={variant.id} productTitle={product.title} /> : null}
      <TrustBadges product={product} />
      {tags.length > 0 ? (
        <ul css={tagList} aria-label="Tags">{tags.map((t) => <li key={t}>{t}</li>)}</ul>
      ) : null}
    </div>
  );
}
