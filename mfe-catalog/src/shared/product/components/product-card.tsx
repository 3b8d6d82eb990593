import { css } from '@emotion/react';
import { KEPT_TAP_ATTRIBUTE, paths } from '@tjb/shop-contracts';
import { buttonStyle, iconBefore, mq, sizedPicture, StaticSection, v } from '@tjb/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { softDisabled } from '../../ui/form-styles';
import { addVariantToCart } from '../add-to-cart';
import { productBadges } from '../badges';
import { cardCompareAt, cardPrice, isSoldOut, needsPick, productImage, type ListingProduct } from '../product-facts';
import { BadgeList } from './badge-list';
import { PriceTag } from './price-tag';
import { WishlistHeart } from './wishlist-heart';

/** A card's picture: half a phone's width in the grid (two columns), at most ~400 px beside others on a wider screen. */
const GRID_PICTURE_SIZES = '(max-width: 767px) 50vw, 400px';
/** In the list view the picture is the card's width on a phone and a 220 px column beside the text above. */
const LIST_PICTURE_SIZES = '(max-width: 767px) 100vw, 220px';
const card = css`
  position: relative; display: grid; grid-template-rows: auto 1fr; height: 100%; border: 1px solid ${v('line')};
  border-radius: ${v('radius')}; background: ${v('surface')}; overflow: hidden; transition: border-color 150ms;
  &:hover, &:focus-within { border-color: ${v('accent')}; }
`;
const listCard = css`
  grid-template-rows: none; grid-template-columns: 220px 1fr;
  ${mq.mobile} { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
`;
const media = css`
  position: relative; display: block; background: ${v('surfaceRaised')}; aspect-ratio: 1;
  img { width: 100%; height: 100%; object-fit: cover; transition: transform 300ms; }
  &:hover img { transform: scale(1.04); }
  @media (prefers-reduced-motion: reduce) { &:hover img { transform: none; } }
`;
const badgeSpot = css`position: absolute; top: 0.6rem; left: 0.6rem; right: 3.5rem;`;
const heartSpot = css`position: absolute; top: 0.5rem; right: 0.5rem; z-index: 1;`;
// Two cards a row on a phone (~170 px each): tighter padding and type, so names wrap between words.
const body = css`display: flex; flex-direction: column; gap: 0.4rem; padding: 0.9rem 1rem 1rem;
  @media (max-width: 480px) { padding: 0.6rem 0.6rem 0.75rem; h2, h3 { font-size: 0.95rem; } button { padding-inline: 0.4rem; font-size: 0.85rem; letter-spacing: 0.03em; } button svg { display: none; } }`;
const vendor = css`color: ${v('muted')}; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; margin: 0;`;
const title = css`
  font-size: 1.05rem; margin: 0; line-height: 1.25; text-transform: none; letter-spacing: 0.01em; font-family: ${v('fontDisplay')}; font-weight: 500;
  a { color: ${v('bone')}; text-decoration: none; } a:hover { color: ${v('accent')}; }
  a::after { content: ''; position: absolute; inset: 0; }
`;
const desc = css`color: ${v('muted')}; font-size: 0.9rem; margin: 0; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden;`;
// The kept parts of a card add no box of their own: their children lay out in the card's grid and the body's column.
const contents = css`display: contents;`;
const actions = css`margin-top: auto; padding-top: 0.6rem; position: relative; z-index: 1; button { width: 100%; }`;
// Drawn by the stylesheet, not inline: every card of a page has one (iconBefore).
const cartIcon = iconBefore('cart', { size: 18 });

// The quick pick's code (option pickers, the dialog, the variants' query) loads with the first Add to Cart that needs it.
const QuickPick = lazy(() => import('./quick-pick').then((m) => ({ default: m.QuickPick })));

export interface ProductCardProps {
  product: ListingProduct;
  layout?: 'grid' | 'list';
  /** The first card above the fold: its image loads eagerly and first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product in a grid or list: badges from data, price with compare-at, the shared wishlist heart, and
 * Add to Cart: a product with one variant adds it at once (the card carries it), one with more opens the
 * quick pick, which asks for its variants, so the shopper chooses ('Sold Out' only when no variant can be
 * bought, so the card agrees with the In Stock filter).
 *
 * Only the heart and Add to Cart are live: on a server-rendered page the picture, badges, names and price
 * keep the server's HTML (StaticSection) until the product's facts change, so hydrating a listing of 24
 * cards does not render what it only shows.
 */
export function ProductCard({ product, layout = 'grid', priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const image = productImage(product);
  const soldOut = isSoldOut(product);
  const href = paths.product(product.handle);
  const [picking, setPicking] = useState(false);
  const picks = !soldOut && needsPick(product);
  // Sold out: the card's variant's refusal says why ('Out of Stock', or no variants at all).
  const onAdd = () => (picks ? setPicking(true) : void addVariantToCart(product, product.variant ?? undefined));
  const badges = productBadges(product);
  const price = cardPrice(product);
  const compareAt = cardCompareAt(product);
  const excerpt = layout === 'list' ? product.excerpt : null;
  // Everything the kept parts show: when any of it changes, they render.
  const shown = JSON.stringify([href, image?.src, priority, badges, product.vendor, product.title, excerpt, price, compareAt]);
  return (
    <article css={[card, layout === 'list' && listCard]} data-testid="product-card">
      <StaticSection css={contents} sameAs={shown}>
        <Link to={href} css={media} tabIndex={-1} aria-hidden="true">
          {image ? (
            <img
              {...sizedPicture(image.src, 400, layout === 'list' ? LIST_PICTURE_SIZES : GRID_PICTURE_SIZES, image.width)}
              alt=""
              width={image.width ?? 800}
              height={image.height ?? 800}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
        </Link>
        {badges.length > 0 ? (
          <div css={badgeSpot}>
            <BadgeList badges={badges} />
          </div>
        ) : null}
      </StaticSection>
      <div css={heartSpot}>
        <WishlistHeart product={product} />
      </div>
      <div css={body}>
        <StaticSection css={contents} sameAs={shown}>
          {product.vendor ? <p css={vendor}>{product.vendor}</p> : null}
          <Heading css={title}>
            <Link to={href}>{product.title}</Link>
          </Heading>
          {excerpt ? <p css={desc}>{excerpt}</p> : null}
          <PriceTag price={price} compareAt={compareAt} />
        </StaticSection>
        <div css={actions}>
          <button
            type="button"
            css={[buttonStyle(soldOut ? 'outline' : 'primary'), softDisabled, !soldOut && cartIcon]}
            aria-disabled={soldOut || undefined}
            aria-haspopup={picks ? 'dialog' : undefined}
            aria-label={`${soldOut ? 'Sold Out' : 'Add to Cart'}: ${product.title}`}
            // A tap before hydration is held by the page's head script and handed over once this is live.
            {...{ [KEPT_TAP_ATTRIBUTE]: '' }}
            onClick={onAdd}
          >
            {soldOut ? 'Sold Out' : 'Add to Cart'}
          </button>
          {picking ? (
            <Suspense fallback={null}>
              <QuickPick product={product} onClose={() => setPicking(false)} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </article>
  );
}
