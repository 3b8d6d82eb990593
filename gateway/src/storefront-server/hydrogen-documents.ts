/**
 * GraphQL documents as Hydrogen 2025.1 sends them (its cart handler's default cart fragment under
 * @inContext, the skeleton's product, header and sitemap queries). The tests run them unchanged
 * against the embedded server and validate them against the official schema.
 */
export const HYDROGEN_CART_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    updatedAt id checkoutUrl totalQuantity
    buyerIdentity { countryCode customer { id email firstName lastName displayName } email phone }
    lines(first: $numCartLines) {
      edges { node {
        id quantity attributes { key value }
        cost {
          totalAmount { amount currencyCode }
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
        merchandise { ... on ProductVariant {
          id availableForSale compareAtPrice { ...CartApiMoney } price { ...CartApiMoney } requiresShipping title
          image { ...CartApiImage } product { handle title id vendor } selectedOptions { name value }
        } }
      } }
    }
    cost { subtotalAmount { ...CartApiMoney } totalAmount { ...CartApiMoney } totalDutyAmount { ...CartApiMoney } totalTaxAmount { ...CartApiMoney } }
    note attributes { key value } discountCodes { applicable code }
  }
  fragment CartApiMoney on MoneyV2 { currencyCode amount }
  fragment CartApiImage on Image { id url altText width height }
`;

export const HYDROGEN_CART_QUERY = `#graphql
  query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) { ...CartApiQuery }
  }
  ${HYDROGEN_CART_FRAGMENT}
`;

const MUTATION_TAIL = `
  fragment CartApiMutation on Cart { id totalQuantity checkoutUrl }
  fragment CartApiError on CartUserError { message field code }
  fragment CartApiWarning on CartWarning { code message target }
`;

export const HYDROGEN_CART_CREATE = `#graphql
  mutation cartCreate($input: CartInput!, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) { cart { ...CartApiMutation } userErrors { ...CartApiError } warnings { ...CartApiWarning } }
  }
  ${MUTATION_TAIL}
`;

export const HYDROGEN_CART_LINES_ADD = `#graphql
  mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartApiMutation } userErrors { ...CartApiError } warnings { ...CartApiWarning } }
  }
  ${MUTATION_TAIL}
`;

export const HYDROGEN_PRODUCT_QUERY = `#graphql
  query Product($country: CountryCode, $handle: String!, $language: LanguageCode, $selectedOptions: [SelectedOptionInput!]!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title vendor handle descriptionHtml description
      options { name optionValues { name firstSelectableVariant { id availableForSale } swatch { color } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        id availableForSale title price { amount currencyCode } selectedOptions { name value }
      }
      adjacentVariants(selectedOptions: $selectedOptions) { id selectedOptions { name value } }
      seo { description title }
    }
  }
`;

export const HYDROGEN_LAYOUT_QUERY = `#graphql
  query Layout($headerMenuHandle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(language: $language, country: $country) {
    shop { id name description primaryDomain { url } brand { shortDescription } }
    localization { country { isoCode currency { isoCode symbol } } language { isoCode } availableCountries { isoCode name } }
    menu(handle: $headerMenuHandle) { id items { id resourceId tags title type url items { id title url } } }
  }
`;

export const HYDROGEN_SITEMAP_QUERY = `#graphql
  query SitemapProducts($page: Int!) {
    sitemap(type: PRODUCT) {
      pagesCount { count }
      resources(page: $page) { items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } hasNextPage }
    }
  }
`;

export const HYDROGEN_DOCUMENTS = [
  HYDROGEN_CART_QUERY, HYDROGEN_CART_CREATE, HYDROGEN_CART_LINES_ADD, HYDROGEN_PRODUCT_QUERY, HYDROGEN_LAYOUT_QUERY, HYDROGEN_SITEMAP_QUERY,
];
