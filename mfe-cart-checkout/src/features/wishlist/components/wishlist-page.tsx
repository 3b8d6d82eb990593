import { css } from '@emotion/react';
import { useHydrating, useWishlist } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, LoadingRegion, PageHeading, PageTitle, Skeleton, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { WishlistCard } from './wishlist-card';

/** `/wishlist`: the saved products (browser storage through the bus), newest first, in every tab alike. */
export function WishlistPage() {
  const { items } = useWishlist();
  // The server cannot see the browser's wishlist: its HTML holds the place rather than saying "empty".
  const hydrating = useHydrating();
  const count = items.length;
  return (
    <Container>
      <PageTitle page="Wishlist" noindex />
      <PageHeading title="Wishlist" tagline={count === 0 ? 'Gear you saved for later.' : `${count} saved ${count === 1 ? 'item' : 'items'}.`} />
      {hydrating ? (
        <LoadingRegion label="Loading your wishlist" css={css`display: grid; gap: 1.25rem; padding-bottom: 4rem; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));`}>
          <Skeleton height={360} />
          <Skeleton height={360} />
        </LoadingRegion>
      ) : count === 0 ? (
        <section css={css`display: grid; gap: 1rem; justify-items: start; padding-bottom: 4rem;`}>
          <p css={css`margin: 0; font-size: 1.125rem;`}>Your wishlist is empty</p>
          <p css={css`margin: 0; color: ${v('muted')};`}>Tap the heart on any product to save it here.</p>
          <Link to={paths.shop()} css={buttonStyle('primary')}>
            Start Shopping
          </Link>
        </section>
      ) : (
        <ul
          aria-label="Saved items"
          css={css`list-style: none; margin: 0; padding: 0 0 4rem; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));`}
        >
          {items.map((entry) => (
            <WishlistCard key={entry.shopifyProductId} entry={entry} />
          ))}
        </ul>
      )}
    </Container>
  );
}
