import type { StorefrontError } from './types';

/** How a failed Storefront call is logged when the app passes no `onError` (spec: errors are logged, helpers return empty data). */
export const logStorefrontError = (error: StorefrontError, operation: string): void =>
  console.error(`[storefront] ${operation} failed: ${error.message}`);
