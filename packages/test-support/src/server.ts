import { setupServer } from 'msw/node';

/**
 * The one network of every browser-side test: MSW intercepts `fetch` as the browser's service worker
 * would, so the code under test sends real requests (its own URLs, headers and bodies) and reads real
 * Responses. jest/setup-web.ts starts it for every test file and drops each test's handlers after it;
 * a request no handler answers fails the test (onUnhandledRequest: 'error').
 */
export const server = setupServer();
