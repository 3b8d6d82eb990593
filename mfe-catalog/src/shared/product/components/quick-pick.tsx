import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Dialog, Icon, v } from '@tjb/ui';
import { useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { addVariantToCart } from '../add-to-cart';
import { cardPrice, productImage, type ListingProduct } from '../product-facts';
import { optionGroups, resolveVariant, type Selection } from '../variant-selection';
import { PriceTag } from './price-tag';
import { VariantPicker } from './variant-picker';

// Plain block flow, not a grid: the dialog's floated close button would narrow a grid (a formatting
// context of its own) over its whole height; only the head row sits beside it.
const body = css`padding: 1.25rem; > * + * { margin-top: 1.1rem; }
  @media (max-width: 480px) { padding: 1rem; }`;
const head = css`display: grid; grid-template-columns: 88px 1fr; gap: 1rem; align-items: start;
  img { width: 88px; height: 88px; object-fit: cover; border-radius: ${v('radius')}; background: ${v('surfaceRaised')}; }
  h2 { margin: 0 0 0.35rem; font-size: 1.2rem; line-height: 1.25; text-transform: none; letter-spacing: 0.01em; }`;
const status = css`margin: 0; min-height: 1.4em; font-size: 0.9rem; color: ${v('muted')};`;
const add = css`width: 100%; min-height: 52px; font-size: 1.05rem;`;
const details = css`display: flex; align-items: center; width: fit-content; min-height: 44px; margin-inline: auto; color: ${v('bone')};`;

/** Options with one value are chosen already: there is nothing to pick. */
const preset = (groups: ReturnType<typeof optionGroups>): Selection =>
  Object.fromEntries(groups.filter((g) => g.values.length === 1).map((g) => [g.name, g.values[0]!]));

/**
 * Add to Cart from a card, for a product with more than one variant: the shopper picks each option
 * (sold-out values struck through, as on the product page) before anything is added, so no size or
 * colour lands in the cart that nobody chose. Rendered into the body: a card's own styles must not
 * reach the dialog's controls.
 */
export function QuickPick({ product, onClose }: { product: ListingProduct; onClose: () => void }) {
  const titleId = useId();
  const groups = useMemo(() => optionGroups(product), [product]);
  const [selection, setSelection] = useState<Selection>(() => preset(groups));
  const unchosen = groups.find((g) => !selection[g.name]);
  const variant = unchosen ? undefined : resolveVariant(product, selection);
  const available = Boolean(variant?.availableForSale);
  const image = productImage(product);

  const message = unchosen
    ? `Choose a ${unchosen.name.toLowerCase()}.`
    : !variant ? 'This combination is not available.' : available ? 'In stock' : 'Sold out';

  return createPortal(
    <Dialog open onClose={onClose} labelledBy={titleId} width="30rem">
      <div css={body} data-testid="quick-pick">
        <div css={head}>
          {image ? <img src={image.src} alt="" width={88} height={88} /> : <span />}
          <div>
            <h2 id={titleId}>{product.title}</h2>
            <PriceTag price={variant?.price ?? cardPrice(product)} compareAt={variant?.compareAtPrice} />
          </div>
        </div>
        <VariantPicker product={product} groups={groups} selection={selection} onChange={setSelection} />
        <p css={status} role="status">{message}</p>
        <button
          type="button"
          css={[buttonStyle('primary'), add]}
          disabled={!available}
          onClick={() => {
            if (addVariantToCart(product, variant) === 'added') onClose();
          }}
        >
          {variant && !available ? 'Sold Out' : <><Icon name="cart" /> Add to Cart</>}
        </button>
        <Link css={details} to={paths.product(product.handle)}>View full details</Link>
      </div>
    </Dialog>,
    document.body,
  );
}
