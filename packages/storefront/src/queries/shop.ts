/** The storefront's own name and domain: which upstream answers the gateway. */
export const SHOP_DIAGNOSTICS_QUERY = /* GraphQL */ `
  query ShopDiagnostics {
    shop { name primaryDomain { host url } }
  }
`;
