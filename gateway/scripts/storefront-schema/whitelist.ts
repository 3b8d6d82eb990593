/**
 * The part of Shopify's Storefront API 2025-01 the embedded server implements: object and
 * interface types with the fields we keep. Everything else is derived: enums, scalars and input
 * types reached from a kept field are kept whole, unions keep the members listed here, and a kept
 * type keeps the fields of the kept interfaces it implements. `derive-schema.ts` fails when a kept
 * field leads to an object type that is not listed, so the SDL never has dangling types.
 */
export const WHITELIST: Readonly<Record<string, readonly string[]>> = {
  QueryRoot: [
    'cart', 'collection', 'collectionByHandle', 'collections', 'localization', 'menu', 'node', 'nodes',
    'predictiveSearch', 'product', 'productByHandle', 'productRecommendations', 'productTags', 'productTypes',
    'products', 'search', 'shop', 'sitemap',
  ],
  Mutation: [
    'cartAttributesUpdate', 'cartBuyerIdentityUpdate', 'cartCreate', 'cartDiscountCodesUpdate', 'cartLinesAdd',
    'cartLinesRemove', 'cartLinesUpdate', 'cartNoteUpdate',
  ],

  Node: ['id'],
  Trackable: ['trackingParameters'],
  OnlineStorePublishable: ['onlineStoreUrl'],
  DisplayableError: ['field', 'message'],

  Product: [
    'adjacentVariants', 'availableForSale', 'collections', 'compareAtPriceRange', 'createdAt', 'description',
    'descriptionHtml', 'featuredImage', 'handle', 'id', 'images', 'isGiftCard', 'options', 'priceRange',
    'productType', 'publishedAt', 'requiresSellingPlan', 'selectedOrFirstAvailableVariant', 'seo', 'tags', 'title',
    'totalInventory', 'updatedAt', 'variantBySelectedOptions', 'variants', 'variantsCount', 'vendor',
  ],
  ProductVariant: [
    'availableForSale', 'barcode', 'compareAtPrice', 'compareAtPriceV2', 'currentlyNotInStock', 'id', 'image', 'price',
    'priceV2', 'product', 'quantityAvailable', 'requiresShipping', 'selectedOptions', 'sku', 'taxable', 'title',
    'unitPrice', 'weight', 'weightUnit',
  ],
  ProductOption: ['id', 'name', 'optionValues', 'values'],
  ProductOptionValue: ['firstSelectableVariant', 'id', 'name', 'swatch'],
  ProductOptionValueSwatch: ['color'],
  SelectedOption: ['name', 'value'],
  ProductPriceRange: ['maxVariantPrice', 'minVariantPrice'],
  ProductConnection: ['edges', 'filters', 'nodes', 'pageInfo'],
  ProductEdge: ['cursor', 'node'],
  ProductVariantConnection: ['edges', 'nodes', 'pageInfo'],
  ProductVariantEdge: ['cursor', 'node'],
  Image: ['altText', 'height', 'id', 'originalSrc', 'src', 'transformedSrc', 'url', 'width'],
  ImageConnection: ['edges', 'nodes', 'pageInfo'],
  ImageEdge: ['cursor', 'node'],
  MoneyV2: ['amount', 'currencyCode'],
  SEO: ['description', 'title'],
  Count: ['count', 'precision'],
  PageInfo: ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'],
  Filter: ['id', 'label', 'presentation', 'type', 'values'],
  FilterValue: ['count', 'id', 'input', 'label'],

  Collection: [
    'description', 'descriptionHtml', 'handle', 'id', 'image', 'onlineStoreUrl', 'products', 'seo', 'title',
    'trackingParameters', 'updatedAt',
  ],
  CollectionConnection: ['edges', 'nodes', 'pageInfo', 'totalCount'],
  CollectionEdge: ['cursor', 'node'],

  SearchResultItemConnection: ['edges', 'nodes', 'pageInfo', 'productFilters', 'totalCount'],
  SearchResultItemEdge: ['cursor', 'node'],
  PredictiveSearchResult: ['articles', 'collections', 'pages', 'products', 'queries'],
  SearchQuerySuggestion: ['styledText', 'text', 'trackingParameters'],
  StringConnection: ['edges', 'nodes', 'pageInfo'],
  StringEdge: ['cursor', 'node'],
  Page: ['body', 'bodySummary', 'createdAt', 'handle', 'id', 'onlineStoreUrl', 'seo', 'title', 'trackingParameters', 'updatedAt'],
  Article: ['blog', 'excerpt', 'handle', 'id', 'image', 'onlineStoreUrl', 'publishedAt', 'seo', 'tags', 'title', 'trackingParameters'],
  Blog: ['handle', 'id', 'onlineStoreUrl', 'seo', 'title'],

  Cart: [
    'appliedGiftCards', 'attribute', 'attributes', 'buyerIdentity', 'checkoutUrl', 'cost', 'createdAt',
    'discountAllocations', 'discountCodes', 'estimatedCost', 'id', 'lines', 'note', 'totalQuantity', 'updatedAt',
  ],
  BaseCartLine: ['attribute', 'attributes', 'cost', 'discountAllocations', 'estimatedCost', 'id', 'merchandise', 'quantity'],
  CartLine: ['attribute', 'attributes', 'cost', 'discountAllocations', 'estimatedCost', 'id', 'merchandise', 'quantity'],
  ComponentizableCartLine: ['attribute', 'attributes', 'cost', 'discountAllocations', 'estimatedCost', 'id', 'lineComponents', 'merchandise', 'quantity'],
  BaseCartLineConnection: ['edges', 'nodes', 'pageInfo'],
  BaseCartLineEdge: ['cursor', 'node'],
  CartLineCost: ['amountPerQuantity', 'compareAtAmountPerQuantity', 'subtotalAmount', 'totalAmount'],
  CartLineEstimatedCost: ['amount', 'compareAtAmount', 'subtotalAmount', 'totalAmount'],
  CartCost: [
    'checkoutChargeAmount', 'subtotalAmount', 'subtotalAmountEstimated', 'totalAmount', 'totalAmountEstimated',
    'totalDutyAmount', 'totalDutyAmountEstimated', 'totalTaxAmount', 'totalTaxAmountEstimated',
  ],
  CartEstimatedCost: ['checkoutChargeAmount', 'subtotalAmount', 'totalAmount', 'totalDutyAmount', 'totalTaxAmount'],
  CartDiscountAllocation: ['discountedAmount', 'targetType'],
  CartCodeDiscountAllocation: ['code', 'discountedAmount', 'targetType'],
  CartAutomaticDiscountAllocation: ['discountedAmount', 'targetType', 'title'],
  CartCustomDiscountAllocation: ['discountedAmount', 'targetType', 'title'],
  CartDiscountCode: ['applicable', 'code'],
  AppliedGiftCard: ['amountUsed', 'balance', 'id', 'lastCharacters', 'presentmentAmountUsed'],
  Attribute: ['key', 'value'],
  CartBuyerIdentity: ['countryCode', 'customer', 'email', 'phone'],
  Customer: ['displayName', 'email', 'firstName', 'id', 'lastName', 'phone'],
  CartUserError: ['code', 'field', 'message'],
  CartWarning: ['code', 'message', 'target'],
  CartCreatePayload: ['cart', 'userErrors', 'warnings'],
  CartLinesAddPayload: ['cart', 'userErrors', 'warnings'],
  CartLinesUpdatePayload: ['cart', 'userErrors', 'warnings'],
  CartLinesRemovePayload: ['cart', 'userErrors', 'warnings'],
  CartNoteUpdatePayload: ['cart', 'userErrors', 'warnings'],
  CartAttributesUpdatePayload: ['cart', 'userErrors', 'warnings'],
  CartBuyerIdentityUpdatePayload: ['cart', 'userErrors', 'warnings'],
  CartDiscountCodesUpdatePayload: ['cart', 'userErrors', 'warnings'],

  Shop: [
    'brand', 'description', 'id', 'moneyFormat', 'name', 'paymentSettings', 'primaryDomain', 'privacyPolicy',
    'refundPolicy', 'shippingPolicy', 'shipsToCountries', 'subscriptionPolicy', 'termsOfService',
  ],
  Brand: ['shortDescription', 'slogan'],
  PaymentSettings: [
    'acceptedCardBrands', 'cardVaultUrl', 'countryCode', 'currencyCode', 'enabledPresentmentCurrencies',
    'shopifyPaymentsAccountId', 'supportedDigitalWallets',
  ],
  Domain: ['host', 'sslEnabled', 'url'],
  ShopPolicy: ['body', 'handle', 'id', 'title', 'url'],
  ShopPolicyWithDefault: ['body', 'handle', 'id', 'title', 'url'],
  Localization: ['availableCountries', 'availableLanguages', 'country', 'language', 'market'],
  Country: ['availableLanguages', 'currency', 'isoCode', 'market', 'name', 'unitSystem'],
  Language: ['endonymName', 'isoCode', 'name'],
  Currency: ['isoCode', 'name', 'symbol'],
  Market: ['handle', 'id'],
  Menu: ['handle', 'id', 'items', 'itemsCount', 'title'],
  MenuItem: ['id', 'items', 'resource', 'resourceId', 'tags', 'title', 'type', 'url'],
  Sitemap: ['pagesCount', 'resources'],
  PaginatedSitemapResources: ['hasNextPage', 'items'],
  SitemapResourceInterface: ['handle', 'updatedAt'],
  SitemapResource: ['handle', 'image', 'title', 'updatedAt'],
  SitemapImage: ['alt', 'filepath', 'updatedAt'],
};

/** Directives besides graphql's own that the SDL keeps (clients send @inContext on every Hydrogen query). */
export const KEPT_DIRECTIVES = ['inContext', 'defer', 'accessRestricted'] as const;
