import { apiRoute, type ApiResolver } from './api';
import { server } from './server';
import { storefrontHandler, type StorefrontAnswer, type StorefrontResolver } from './storefront';

/** Answers this test's Storefront queries by operation name (see storefrontHandler); returns the recorded calls. */
export function mockStorefront(answers: Record<string, StorefrontResolver | StorefrontAnswer>) {
  const { handler, calls } = storefrontHandler(answers);
  server.use(handler);
  return calls;
}

/** Answers this test's requests to one route (see apiRoute); returns the recorded calls. */
export function mockApi(method: Parameters<typeof apiRoute>[0], path: string | RegExp, resolve: ApiResolver) {
  const { handler, calls } = apiRoute(method, path, resolve);
  server.use(handler);
  return calls;
}
