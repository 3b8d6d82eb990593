import { memo } from 'react';
import { css } from '@emotion/react';
import { belowTheFold } from '@tjb/ui';
import { ProductGrid } from '../../../shared/product/components/product-grid';
import type { Product } from '../../../shared/product/product-facts';
import { RELATED_COUNT, useRelatedProducts } from '../api/get-related-products';

// Under the buy box and the details on every screen, so left out of the page's first layout.
const section = [css`margin-top: 3rem; h2 { font-size: 1.5rem; margin: 0 0 1rem; }`, belowTheFold({ mobile: 430, desktop: 515 })];

/** "You May Also Like": the same product type, the same brand first. */
// Memoised: a variant change re-renders the product page, and this row does not depend on the variant.
export const RelatedProducts = memo(function RelatedProducts({ product }: { product: Product }) {
  const { data, isPending, isError } = useRelatedProducts(product);
  if (isError || (!isPending && (data?.length ?? 0) === 0)) return null;
  return (
    <section css={section} aria-labelledby="related-title">
      <h2 id="related-title">You May Also Like</h2>
      <ProductGrid products={data ?? []} loading={isPending} skeletons={RELATED_COUNT} label="Related products" layout="row" />
    </section>
  );
});
