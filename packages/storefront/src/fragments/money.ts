import { fragment } from './compose';

export const MONEY_FRAGMENT = fragment('StorefrontMoney', /* GraphQL */ `
  fragment StorefrontMoney on MoneyV2 {
    amount
    currencyCode
  }
`);
