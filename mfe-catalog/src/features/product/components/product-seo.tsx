import { useOrigin } from '../../../shared/seo/origin';
import { memo } from 'react';
import { JsonLd } from '../../../shared/seo/json-ld';
import { clampDescription, PageMeta } from '../../../shared/seo/page-meta';
import { productImage, type Product, type Variant } from '../../../shared/product/product-facts';
import { productTypeHref } from '../state/product-links';

/** Title, 150-character description, and the Product and BreadcrumbList structured data. */
export const ProductSeo = memo(function ProductSeo({ product, variant }: { product: Product; variant: Variant | undefined }) {
  const origin = useOrigin();
  const url = `${origin}/product/${encodeURIComponent(product.handle)}`;
  const image = productImage(product)?.src ?? null;
  const description = clampDescription(product.description || `${product.title} from ${product.vendor}.`);
  return (
    <>
      <PageMeta title={product.title} description={description} path={`/product/${encodeURIComponent(product.handle)}`} image={image} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description,
          image: product.images.map((i) => i.src),
          sku: variant?.sku ?? undefined,
          brand: product.vendor ? { '@type': 'Brand', name: product.vendor } : undefined,
          category: product.productType || undefined,
          offers: product.variants.map((v) => ({
            '@type': 'Offer',
            url,
            sku: v.sku ?? undefined,
            name: v.title,
            price: v.price,
            priceCurrency: v.currencyCode || 'USD',
            availability: v.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          })),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
            ...(product.productType ? [{ '@type': 'ListItem', position: 2, name: product.productType, item: `${origin}${productTypeHref(product.productType)}` }] : []),
            { '@type': 'ListItem', position: product.productType ? 3 : 2, name: product.title, item: url },
          ],
        }}
      />
    </>
  );
});
