import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@tjb/test-support';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; libraries that encode text (e.g. the Storefront client) read them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// webpack's DefinePlugin sets this in builds.
Object.assign(globalThis, { __BUILD_LABEL__: 'test' });

// findBy*/waitFor return as soon as what they wait for is there; the limit only decides when a test
// that would never see it gives up. Testing Library's 1 s default fails correct tests on a loaded
// machine, so it is a hang guard here, not a speed requirement.
configure({ asyncUtilTimeout: 15_000 });

// Every test's network is MSW (@tjb/test-support): a request no handler of the test answers fails it
// rather than leaving the process, and each test's handlers end with it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
