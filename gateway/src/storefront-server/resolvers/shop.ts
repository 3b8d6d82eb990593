import { DELIVERY_BUSINESS_DAYS } from '@tjb/pricing';
import { MAIN_CATEGORIES } from '@tjb/storefront/category-map';
import type { CatalogCollection, CatalogProduct } from '../../catalog/types';
import type { StorefrontContext } from '../context';
import type { ResolverMap } from './attach';
import { absolute } from './type-of';

/**
 * What storefront frameworks read besides products: the shop, a single-market US localization,
 * menus built from the shared category map, policies and sitemaps.
 */
export const SHOP_NAME = "TJ's Biker Gear";
const SITEMAP_PAGE_SIZE = 250;

const USD = { isoCode: 'USD', name: 'United States Dollar', symbol: '$' };
const ENGLISH = { isoCode: 'EN', name: 'English', endonymName: 'English' };
const US_MARKET = { id: 'gid://shopify/Market/1', handle: 'us' };
const UNITED_STATES = { isoCode: 'US', name: 'United States', currency: USD, unitSystem: 'IMPERIAL_SYSTEM', availableLanguages: [ENGLISH], market: US_MARKET };

const POLICIES = {
  refundPolicy: { handle: 'refund-policy', title: 'Return Policy', path: '/return-policy', body: 'Returns are accepted within 30 days of delivery. Refunds are issued within 5-7 business days. Custom items are final sale unless defective.' },
  termsOfService: { handle: 'terms-of-service', title: 'Terms of Service', path: '/terms-of-service', body: "By using TJ's Biker Gear you agree to these terms. Account holders must be 18 or older." },
  shippingPolicy: { handle: 'shipping-policy', title: 'Shipping Policy', path: '/faqs', body: `Standard shipping ${DELIVERY_BUSINESS_DAYS.domestic.min}-${DELIVERY_BUSINESS_DAYS.domestic.max} business days in the US, express 1-2, international ${DELIVERY_BUSINESS_DAYS.international.min}-${DELIVERY_BUSINESS_DAYS.international.max}.` },
  privacyPolicy: { handle: 'privacy-policy', title: 'Privacy Policy', path: '/privacy-policy', body: 'We use your details only to fulfil your orders and never sell them.' },
} as const;

function policy(ctx: StorefrontContext, key: keyof typeof POLICIES, n: number) {
  const p = POLICIES[key];
  return { id: `gid://shopify/ShopPolicy/${n}`, handle: p.handle, title: p.title, body: `<p>${p.body}</p>`, url: `${ctx.origin}${p.path}` };
}

interface MenuItemSource { id: string; title: string; url: string; type: string; resourceId: string | null; resource: unknown; items: MenuItemSource[]; tags: string[] }

function menuItem(id: string, title: string, url: string, type: string, resource: CatalogCollection | CatalogProduct | null, items: MenuItemSource[] = []): MenuItemSource {
  return { id: `gid://shopify/MenuItem/${id}`, title, url, type, resourceId: resource?.id ?? null, resource, items, tags: [] };
}

function buildMenu(ctx: StorefrontContext, handle: string) {
  const collection = (slug: string) => ctx.catalog.collections.find((c) => c.handle === slug) ?? null;
  if (handle === 'main-menu') {
    const items = MAIN_CATEGORIES.map((category, i) => menuItem(
      String(100 + i), category.name, `${ctx.origin}/category/${category.slug}`, 'COLLECTION', collection(category.slug),
      category.subtypes.map((s, k) => menuItem(`${100 + i}${String(k).padStart(2, '0')}`, s.productType, `${ctx.origin}/category/${category.slug}?type=${s.slug}`, 'CATALOG', null)),
    ));
    return { id: 'gid://shopify/Menu/1', handle, title: 'Main menu', items };
  }
  if (handle === 'footer') {
    const items = (Object.keys(POLICIES) as Array<keyof typeof POLICIES>).map((key, i) =>
      menuItem(String(900 + i), POLICIES[key].title, `${ctx.origin}${POLICIES[key].path}`, 'SHOP_POLICY', null));
    return { id: 'gid://shopify/Menu/2', handle, title: 'Footer', items };
  }
  return null;
}

/** A sitemap's length and a way to build one page of it: only the page asked for is materialised. */
function sitemapSource(ctx: StorefrontContext, type: string): { length: number; page(start: number, end: number): unknown[] } {
  if (type === 'PRODUCT') {
    const products = ctx.catalog.products;
    return {
      length: products.length,
      page: (start, end) => products.slice(start, end).map((p) => {
        const image = p.images[0];
        return {
          __typename: 'SitemapResource', handle: p.handle, title: p.title, updatedAt: p.updatedAt,
          image: image ? { alt: image.altText || null, filepath: absolute(ctx.origin, image.url), updatedAt: p.updatedAt } : null,
        };
      }),
    };
  }
  if (type === 'COLLECTION') {
    const collections = ctx.catalog.collections;
    return {
      length: collections.length,
      page: (start, end) => collections.slice(start, end).map((c) => ({
        __typename: 'SitemapResource', handle: c.handle, title: c.title, updatedAt: c.updatedAt,
        image: c.image ? { alt: c.image.altText || null, filepath: absolute(ctx.origin, c.image.url), updatedAt: c.updatedAt } : null,
      })),
    };
  }
  return { length: 0, page: () => [] };
}

export const shopResolvers: ResolverMap = {
  // Explicit, not left to the default resolver: compiled queries (graphql-jit) read properties, they do not call them.
  Sitemap: {
    resources: (sitemap: { resources(args: { page: number }): unknown }, args: { page: number }) => sitemap.resources(args),
  },
  QueryRoot: {
    shop: (_root, _args, ctx: StorefrontContext) => ({
      id: 'gid://shopify/Shop/1',
      name: SHOP_NAME,
      description: 'Motorcycle riding gear and biker apparel from Arkansas: helmets, leather, boots, luggage and more.',
      moneyFormat: '${{amount}}',
      brand: { shortDescription: 'Gear for riders, by riders.', slogan: 'Ride hard. Ride safe.' },
      primaryDomain: { host: new URL(ctx.origin).host, sslEnabled: ctx.origin.startsWith('https:'), url: ctx.origin },
      paymentSettings: {
        acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
        cardVaultUrl: `${ctx.origin}/checkout`,
        countryCode: 'US',
        currencyCode: 'USD',
        enabledPresentmentCurrencies: ['USD'],
        shopifyPaymentsAccountId: null,
        supportedDigitalWallets: [],
      },
      shipsToCountries: ['US'],
      refundPolicy: policy(ctx, 'refundPolicy', 1),
      termsOfService: policy(ctx, 'termsOfService', 2),
      shippingPolicy: policy(ctx, 'shippingPolicy', 3),
      privacyPolicy: policy(ctx, 'privacyPolicy', 4),
      subscriptionPolicy: null,
    }),
    localization: () => ({
      availableCountries: [UNITED_STATES],
      availableLanguages: [ENGLISH],
      country: UNITED_STATES,
      language: ENGLISH,
      market: US_MARKET,
    }),
    menu: (_root, { handle }: { handle: string }, ctx: StorefrontContext) => {
      const menu = buildMenu(ctx, handle);
      return menu && { ...menu, itemsCount: menu.items.length };
    },
    sitemap: (_root, { type }: { type: string }, ctx: StorefrontContext) => {
      const source = sitemapSource(ctx, type);
      return {
        pagesCount: { count: Math.ceil(source.length / SITEMAP_PAGE_SIZE), precision: 'EXACT' },
        resources: ({ page }: { page: number }) => {
          const start = (Math.max(1, page) - 1) * SITEMAP_PAGE_SIZE;
          return { items: source.page(start, start + SITEMAP_PAGE_SIZE), hasNextPage: start + SITEMAP_PAGE_SIZE < source.length };
        },
      };
    },
  },
};
