import { PROTOCOL_VERSION, STORAGE_KEYS, addCartItem, parseStoredValue, type CartItem } from '@tjb/cart-bus';
import { ALL_DOCUMENTS, DISCOVER_PRODUCTS_QUERY, type DiscoveredProductNode } from '@tjb/storefront/documents';

export const API_VERSION = '2025-01';

export async function graphql<T>(origin: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${origin}/api/${API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!res.ok || !body.data) throw new Error(`Storefront ${res.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return body.data;
}

export type ProductNode = DiscoveredProductNode;

/** Products as the shop would show them, asked through the Storefront API (never a hard-coded handle). */
export async function discoverProducts(origin: string, query = 'available_for_sale:true'): Promise<ProductNode[]> {
  const data = await graphql<{ products: { nodes: ProductNode[] } }>(origin, DISCOVER_PRODUCTS_QUERY, { query });
  return data.products.nodes;
}

/** A product page worth measuring: in stock, with at least two variants to switch between. */
export async function discoverProductHandle(origin: string): Promise<ProductNode> {
  const products = await discoverProducts(origin);
  const pick = products.find((p) => p.variants.nodes.filter((v) => v.availableForSale).length >= 2) ?? products[0];
  if (!pick) throw new Error('the Storefront API returned no product to measure');
  return pick;
}

/** Cart lines built by the cart bus's own rules (`addCartItem`), as the product page would add them. */
export function cartItemsFor(products: ProductNode[], lines = 2): CartItem[] {
  let items: CartItem[] = [];
  for (const p of products) {
    const v = p.variants.nodes.find((x) => x.availableForSale && (x.quantityAvailable ?? 1) > 0);
    if (!v) continue;
    const added = addCartItem(items, {
      shopifyProductId: p.id,
      shopifyVariantId: v.id,
      quantity: 1,
      price: v.price.amount,
      productData: { title: p.title, handle: p.handle, image: p.featuredImage?.url ?? null, productType: p.productType },
      variantData: { title: v.title, selectedOptions: v.selectedOptions },
    });
    if (!added.ok) throw new Error(added.error);
    items = added.items;
    if (items.length >= lines) break;
  }
  return items;
}

/** The `tjb.cart.v1` localStorage entry holding these lines, checked by reading it back with the bus's parser. */
export function cartStorageEntry(items: CartItem[]): { key: string; value: string } {
  const value = JSON.stringify({ v: PROTOCOL_VERSION, items });
  if (parseStoredValue(STORAGE_KEYS.cart, value).length !== items.length) throw new Error('the seeded cart does not read back');
  return { key: STORAGE_KEYS.cart, value };
}

export const DOCUMENTS = {
  productByHandle: ALL_DOCUMENTS.ProductByHandle!,
  products: ALL_DOCUMENTS.Products!,
};
