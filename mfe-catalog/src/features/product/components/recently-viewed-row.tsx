import { memo } from 'react';
import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { useRecentlyViewed } from '@tjb/cart-bus/react';
import { paths } from '@tjb/shop-contracts';
import { sizedPicture, v } from '@tjb/ui';
import { Link } from 'react-router-dom';

const row = css`margin-top: 3rem; h2 { font-size: 1.5rem; margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0 0 0.5rem; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(140px, 180px); gap: 1rem; overflow-x: auto; }
  a { display: grid; gap: 0.4rem; color: ${v('bone')}; text-decoration: none; } a:hover { color: ${v('accent')}; }
  img, .ph { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('surfaceRaised')}; }
  span { font-size: 0.9rem; line-height: 1.3; } strong { font-size: 0.95rem; }`;

/** The shopper's recently viewed products (shared through the cart bus), without the one on screen. */
// Memoised: a variant change re-renders the product page, and this row does not depend on the variant.
export const RecentlyViewedRow = memo(function RecentlyViewedRow({ currentHandle }: { currentHandle: string }) {
  const { items } = useRecentlyViewed();
  const others = items.filter((i) => i.handle !== currentHandle).slice(0, 8);
  if (others.length === 0) return null;
  return (
    <section css={row} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">Recently Viewed</h2>
      <ul>
        {others.map((item) => (
          <li key={item.handle}>
            <Link to={paths.product(item.handle)}>
              {item.image ? <img {...sizedPicture(item.image, 180)} alt="" width={180} height={180} loading="lazy" decoding="async" /> : <div className="ph" />}
              <span>{item.title}</span>
              <strong>{formatMoney(item.price)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
