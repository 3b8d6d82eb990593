// Test-only: the shared fake network of the shop's browser-side tests (MSW).
export { delay, http, HttpResponse } from 'msw';
export { apiRoute, type ApiCall, type ApiResolver } from './api';
export { server } from './server';
export { operationNameOf, storefrontHandler, type StorefrontAnswer, type StorefrontCall, type StorefrontResolver } from './storefront';
export { mockApi, mockStorefront } from './use';
