import { css } from '@emotion/react';
import { priceToCents, showToast } from '@tjb/cart-bus';
import { Button, Dialog, sizedPicture, Skeleton, v } from '@tjb/ui';
import { useEffect, useId, useState } from 'react';
import type { BundleProduct } from '../../../shared/api/bundle-product';
import { useCategoryProducts } from '../../../shared/api/category-products';
import type { BundleCategory } from '../../../shared/bundle-categories';
import { money } from '../../../shared/ui/money';
import { alertBox, dialogBody, dialogHeader, input, listArea, muted, thumb } from '../../../shared/ui/styles';
import { BUNDLE_TOASTS } from '../../../shared/toasts';
import { dispatchBundle } from '../state/bundle-store';

const row = css`
  display: flex; gap: 0.75rem; align-items: center; padding: 0.75rem 0; border-bottom: 1px solid ${v('line')};
  &:last-child { border-bottom: 0; }
`;

function ProductRow({ product, onAdd }: { product: BundleProduct; onAdd: () => void }) {
  return (
    <li css={row}>
      {product.image ? <img css={thumb} {...sizedPicture(product.image, 64)} alt="" width={64} height={64} loading="lazy" /> : <span css={thumb} />}
      <div css={css`flex: 1; min-width: 0;`}>
        <p css={css`margin: 0; font-weight: 600;`}>{product.title}</p>
        <p css={[muted, css`margin: 0.2rem 0 0;`]}>
          {money(priceToCents(product.price) ?? 0)} · {product.availableForSale ? 'In stock' : 'Sold out'}
        </p>
      </div>
      <Button variant={product.availableForSale ? 'primary' : 'outline'} disabled={!product.availableForSale} onClick={onAdd} aria-label={product.availableForSale ? `Add ${product.title} to bundle` : `${product.title} is sold out`}>
        {product.availableForSale ? 'Add' : 'Sold Out'}
      </Button>
    </li>
  );
}

/** A category's products from the Storefront (24 at a time, 'Load more' by cursor), with a search inside the modal. */
export function CategoryModal({ category, onClose }: { category: BundleCategory; onClose: () => void }) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  // Spec 001 §9: searches wait 300 ms for the shopper to stop typing.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const products = useCategoryProducts(category.id, term);
  const list = products.data?.pages.flatMap((p) => p.products) ?? [];

  const add = (product: BundleProduct) => {
    dispatchBundle({ type: 'add', categoryId: category.id, product });
    showToast(BUNDLE_TOASTS.addedToBundle(product.title));
  };

  return (
    <Dialog open onClose={onClose} labelledBy={headingId} width="40rem">
      <div css={dialogHeader}>
        <h2 id={headingId}>{category.name}</h2>
        <p css={[muted, css`margin: 0.25rem 0 0;`]}>{category.description}</p>
      </div>
      <div css={dialogBody}>
        <label css={css`display: grid; gap: 0.35rem; font-weight: 600;`}>
          Search {category.name.toLowerCase()}
          <input css={input} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. leather, black" />
        </label>
        <div css={[listArea, css`margin-top: 0.75rem;`]} aria-busy={products.isFetching}>
          {products.isPending ? (
            <div css={css`display: grid; gap: 0.75rem;`}>
              {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={64} />)}
            </div>
          ) : products.isError ? (
            <p role="alert" css={alertBox}>
              Error loading products from Shopify. Please check your Shopify connection.
            </p>
          ) : list.length === 0 ? (
            <p css={muted}>{term ? 'No matching products' : 'No products available'}</p>
          ) : (
            <ul css={css`list-style: none; margin: 0; padding: 0;`} aria-label={`${category.name} products`}>
              {list.map((p) => (
                <ProductRow key={p.id} product={p} onAdd={() => add(p)} />
              ))}
            </ul>
          )}
          {products.hasNextPage ? (
            <div css={css`display: flex; justify-content: center; padding: 0.75rem 0;`}>
              <Button variant="outline" onClick={() => void products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                {products.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
