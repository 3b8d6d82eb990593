const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** A product as the Storefront answers the Products query, one variant per colour, each with its picture. */
export function wireProduct(n: number, title: string, tags: string[], colors: string[]) {
  const image = (c: string) => ({ id: `img-${n}-${c}`, url: `/media/products/p-${n}/${c}.svg`, altText: `${title} ${c}`, width: 800, height: 800 });
  return {
    id: `gid://shopify/Product/${n}`, title, handle: `p-${n}`, description: '', descriptionHtml: '', productType: 'Shirts', vendor: 'TJ', tags,
    createdAt: '2025-01-01T00:00:00Z', availableForSale: true, options: [{ name: 'Color', values: colors }],
    featuredImage: image(colors[0]!), images: { nodes: colors.map(image) },
    variants: { nodes: colors.map((c, i) => ({
      id: `gid://shopify/ProductVariant/${n}${i}`, title: c, sku: null, availableForSale: true, quantityAvailable: 3, price: money('20.00'), compareAtPrice: null,
      selectedOptions: [{ name: 'Size', value: 'M' }, { name: 'Color', value: c }], image: image(c),
    })) },
    priceRange: { minVariantPrice: money('20.00'), maxVariantPrice: money('20.00') },
    compareAtPriceRange: { maxVariantPrice: money('0') },
  };
}

/** The Products query's answer holding `nodes`, as one page. */
export const products = (nodes: unknown[]) => ({ products: { nodes, pageInfo: { hasNextPage: false, endCursor: null } } });
