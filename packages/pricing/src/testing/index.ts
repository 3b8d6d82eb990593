// Test-only data that the browser tests, the gateway's tests and the e2e journeys share.
export { giftCardLine } from './gift-card-line';
export { REFERENCE_CARTS } from './reference-carts';
