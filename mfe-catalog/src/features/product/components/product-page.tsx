import { css } from '@emotion/react';
import { recordRecentlyViewed } from '@tjb/cart-bus';
import { Container, v } from '@tjb/ui';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { productImage, type Product } from '../../../shared/product/product-facts';
import { usePageStatus } from '../../../shared/seo/page-status';
import { statusQuery, type PageQueries } from '@tjb/ui/page-data';
import { productQuery, useProduct } from '../api/get-product';
import { relatedProductsQuery } from '../api/get-related-products';
import { productTypeHref } from '../state/product-links';
import { initialSelection, optionGroups, resolveVariant, type Selection } from '../../../shared/product/variant-selection';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { ProductSeo } from './product-seo';
import { ProductSkeleton, productLayout } from './product-skeleton';
import { ProductTabs } from './product-tabs';
import { RecentlyViewedRow } from './recently-viewed-row';
import { RelatedProducts } from './related-products';

const crumbs = css`padding: 0.5rem 0; ol { display: flex; flex-wrap: wrap; gap: 0 0.4rem; list-style: none; margin: 0; padding: 0; color: ${v('muted')}; font-size: 0.9rem; }
  li { display: flex; align-items: center; } li + li::before { content: '/'; margin-right: 0.4rem; color: ${v('line')}; }
  /* A thumb needs 44 px: each crumb link is a 44 px target. */
  a { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; color: ${v('muted')}; } a:hover { color: ${v('accent')}; }`;

/** `/product/:handle` (spec 000 §2.7, page B, with page A's share and tabs). */
export function ProductPage() {
  const { handle = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(handle);
  // Only a handle the store does not know is a 404; a failed load may work on the next try.
  usePageStatus(!isPending && !isError ? productPageStatus(product) : undefined);
  return (
    <Container css={css`padding-bottom: 3rem; min-height: 70vh;`}>
      {isPending ? (
        <>
          <nav css={crumbs} aria-label="Breadcrumb"><ol><li><Link to="/">Home</Link></li></ol></nav>
          <ProductSkeleton />
        </>
      ) : product ? (
        // A new product starts on its first image and its own default options.
        <ProductView key={product.id} product={product} />
      ) : (
        // Spec 000 §2.7: a product that fails to load reads like a missing one, never a Storefront error.
        <ProductNotFound />
      )}
    </Container>
  );
}

function ProductView({ product }: { product: Product }) {
  const groups = useMemo(() => optionGroups(product), [product]);
  const images = useMemo(() => (product.images.length > 0 ? product.images : product.featuredImage ? [product.featuredImage] : []), [product]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  // The page opens on the picture of the variant it opens on (the first one that can be bought), so
  // the colour shown is the colour chosen.
  const [imageIndex, setImageIndex] = useState(() => Math.max(0, variantImageIndex(images, resolveVariant(product, selection))));
  const variant = resolveVariant(product, selection);
  // A variant change repaints the buy box (the choice, price, stock) at once; the picture, the tabs
  // and the page's metadata follow in a deferred, interruptible render (they are memoised, so the
  // click's own render skips them), which keeps the interaction's paint quick.
  const followingVariant = useDeferredValue(variant);
  const followingImage = useDeferredValue(imageIndex);

  // Recorded without subscribing to the list: the recently viewed row is the one part that shows it, and a
  // view that read it would render the whole page again, synchronously, for the record of its own visit.
  useEffect(() => {
    recordRecentlyViewed({
      handle: product.handle,
      title: product.title,
      image: productImage(product)?.src ?? null,
      price: product.variants[0]?.price ?? product.priceRange.minVariantPrice,
      productType: product.productType,
    });
  }, [product]);

  const onSelect = (next: Selection) => {
    setSelection(next);
    // Show the chosen variant's own picture when it has one.
    const at = variantImageIndex(images, resolveVariant(product, next));
    if (at >= 0) setImageIndex(at);
  };

  return (
    <>
      <ProductSeo product={product} variant={followingVariant} />
      <nav css={crumbs} aria-label="Breadcrumb">
        <ol>
          <li><Link to="/">Home</Link></li>
          {product.productType ? <li><Link to={productTypeHref(product.productType)}>{product.productType}</Link></li> : null}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div css={productLayout}>
        <ProductGallery images={images} title={product.title} index={followingImage} onIndex={setImageIndex} />
        <ProductBuyBox product={product} variant={variant} groups={groups} selection={selection} onSelect={onSelect} />
      </div>
      <ProductTabs product={product} variant={followingVariant} />
      <RelatedProducts product={product} />
      <RecentlyViewedRow currentHandle={product.handle} />
    </>
  );
}

/** Where a variant's own picture is among the product's pictures; -1 when it has none of them. */
function variantImageIndex(images: ReadonlyArray<{ id?: string | null; src: string }>, variant: Product['variants'][number] | undefined): number {
  const own = variant?.image;
  return own ? images.findIndex((image) => (image.id != null && image.id === own.id) || image.src === own.src) : -1;
}

/** The page's status from the store's answer for its handle: a product it does not know is a 404. */
function productPageStatus(product: Product | null | undefined): number | undefined {
  return product ? undefined : 404;
}

/**
 * The product, which decides the page's status (the server sends the page's start once it is in), then
 * the products related to it (a product without a type has none to ask for).
 */
export const pageQueries: PageQueries = ({ params }) => [
  statusQuery(productQuery(params.handle ?? ''), productPageStatus, (product) => (product?.productType ? [relatedProductsQuery(product)] : [])),
];
