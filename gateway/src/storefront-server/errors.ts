import { GraphQLError } from 'graphql';

/**
 * Shopify's wording for the limits the embedded server enforces. The texts follow what Shopify
 * answers as closely as we know it; clients should branch on `extensions.code`, not on the text.
 */
export const MAX_PAGE_SIZE = 250;

export function pageSizeError(argument: 'first' | 'last', value: number): GraphQLError {
  return new GraphQLError(`The ${argument} argument must be less than or equal to ${MAX_PAGE_SIZE}, got ${value}.`, {
    extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED', argumentName: argument, maxPageSize: MAX_PAGE_SIZE },
  });
}

export const missingPageSizeError = (): GraphQLError =>
  new GraphQLError('you must provide one of first or last', { extensions: { code: 'MISSING_PAGE_SIZE' } });

export const negativePageSizeError = (argument: 'first' | 'last'): GraphQLError =>
  new GraphQLError(`The ${argument} argument must be greater than or equal to 0.`, { extensions: { code: 'INVALID_PAGE_SIZE' } });

export const invalidCursorError = (cursor: string): GraphQLError =>
  new GraphQLError(`Invalid cursor "${cursor.slice(0, 100)}" for current pagination sort.`, {
    extensions: { code: 'INVALID_CURSOR' },
  });

export const invalidGlobalIdError = (id: string): GraphQLError =>
  new GraphQLError(`Invalid global id '${id.slice(0, 100)}'`, { extensions: { code: 'INVALID_GLOBAL_ID' } });

export const timeoutError = (): GraphQLError =>
  new GraphQLError('Timeout: the query took too long to run. Ask for fewer or smaller pages.', { extensions: { code: 'TIMEOUT' } });

export const responseTooLargeError = (maxBytes: number): GraphQLError =>
  new GraphQLError(`The answer would be larger than ${maxBytes} bytes. Ask for fewer or smaller pages.`, { extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes } });

/** Shopify answers a request without a usable `query` with HTTP 400 and this body. */
export const MISSING_QUERY_BODY = { errors: { query: 'Required parameter missing or invalid' } };
