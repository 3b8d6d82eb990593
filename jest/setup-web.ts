import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; libraries that encode text (e.g. the Storefront client) read them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// webpack's DefinePlugin sets this in builds.
Object.assign(globalThis, { __BUILD_LABEL__: 'test' });
