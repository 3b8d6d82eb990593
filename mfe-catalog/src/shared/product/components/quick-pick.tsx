import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Dialog, Icon, sizedPicture, Skeleton, v } from '@tjb/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useProductVariants } from '../../api/product-variants';
import { addVariantToCart } from '../add-to-cart';
import { cardCompareAt, cardPrice, productImage, type ListingProduct } from '../product-facts';
import { optionGroups, resolveVariant, type OptionGroup, type Selection } from '../variant-selection';
import { PriceTag } from './price-tag';
import { VariantPicker } from './variant-picker';

// Plain block flow, not a grid: the dialog's floated close button would narrow a grid (a formatting
// context of its own) over its whole height; only the head row sits beside it.
const body = css`padding: 1.25rem; > * + * { margin-top: 1.1rem; }
  @media (max-width: 480px) { padding: 1rem; }`;
const head = css`display: grid; grid-template-columns: 88px 1fr; gap: 1rem; align-items: start;
  img { width: 88px; height: 88px; object-fit: cover; border-radius: ${v('radius')}; background: ${v('surfaceRaised')}; }
  h2 { margin: 0 0 0.35rem; font-size: 1.2rem; line-height: 1.25; text-transform: none; letter-spacing: 0.01em; }`;
const loading = css`display: grid; gap: 0.5rem;`;
const status = css`margin: 0; min-height: 1.4em; font-size: 0.9rem; color: ${v('muted')};`;
const problem = css`display: grid; gap: 0.6rem; p { margin: 0; font-size: 0.9rem; } button { min-height: 44px; }`;
const add = css`width: 100%; min-height: 52px; font-size: 1.05rem;`;
const details = css`display: flex; align-items: center; width: fit-content; min-height: 44px; margin-inline: auto; color: ${v('bone')};`;

/** Options with one value are chosen already: there is nothing to pick. */
const preset = (groups: readonly OptionGroup[]): Selection =>
  Object.fromEntries(groups.filter((g) => g.values.length === 1).map((g) => [g.name, g.values[0]!]));

/** The pickers' place while the variants load: two rows of chips, so the dialog does not jump when they come. */
function PickerPlaceholder() {
  return (
    <div css={loading} aria-hidden="true">
      <Skeleton height={16} width="30%" />
      <Skeleton height={44} />
      <Skeleton height={16} width="30%" />
      <Skeleton height={44} />
    </div>
  );
}

/**
 * Add to Cart from a card, for a product with more than one variant: the shopper picks each option
 * (sold-out values struck through, as on the product page) before anything is added, so no size or
 * colour lands in the cart that nobody chose. A card carries one variant, so the pick asks for the
 * product's options and variants when it opens (kept by the catalogue's query client), says so while
 * they load, and offers Try again when they cannot be read. Rendered into the body: a card's own styles
 * must not reach the dialog's controls.
 */
export function QuickPick({ product, onClose }: { product: ListingProduct; onClose: () => void }) {
  const titleId = useId();
  const { data, isPending, isError, isFetching, refetch } = useProductVariants(product.handle);
  const groups = useMemo(() => (data ? optionGroups(data) : []), [data]);
  // What the shopper chose, over the options that leave no choice.
  const [chosen, setChosen] = useState<Selection>({});
  const selection = useMemo(() => ({ ...preset(groups), ...chosen }), [groups, chosen]);
  const unchosen = groups.find((g) => !selection[g.name]);
  const variant = data && !unchosen ? resolveVariant(data, selection) : undefined;
  const available = Boolean(variant?.availableForSale);
  const image = productImage(product);

  // Try again replaced by the pickers: focus goes to the first of them rather than back to the page.
  const pickers = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (!data || !retried.current) return;
    retried.current = false;
    pickers.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [data]);

  const failed = isError && !data;
  const message = isPending
    ? 'Loading options…'
    : !data
      ? 'This product is no longer available.'
      : unchosen
        ? `Choose a ${unchosen.name.toLowerCase()}.`
        : !variant ? 'This combination is not available.' : available ? 'In stock' : 'Sold out';

  return createPortal(
    <Dialog open onClose={onClose} labelledBy={titleId} width="30rem">
      <div css={body} data-testid="quick-pick" aria-busy={isPending && !failed}>
        <div css={head}>
          {image ? <img {...sizedPicture(image.src, 88)} alt="" width={88} height={88} /> : <span />}
          <div>
            <h2 id={titleId}>{product.title}</h2>
            <PriceTag price={variant?.price ?? cardPrice(product)} compareAt={variant ? variant.compareAtPrice : cardCompareAt(product)} />
          </div>
        </div>
        <div ref={pickers}>
          {data ? <VariantPicker product={data} groups={groups} selection={selection} onChange={setChosen} /> : isPending && !failed ? <PickerPlaceholder /> : null}
        </div>
        {failed ? (
          <div css={problem} role="alert">
            <p>We couldn’t load the options for {product.title}. Check your connection and try again.</p>
            <button
              type="button"
              css={buttonStyle('outline')}
              aria-disabled={isFetching}
              onClick={() => {
                if (isFetching) return;
                retried.current = true;
                void refetch();
              }}
            >
              {isFetching ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        ) : (
          <p css={status} role="status">{message}</p>
        )}
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
