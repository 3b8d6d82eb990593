import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// webpack's DefinePlugin sets this in builds.
Object.assign(globalThis, { __BUILD_LABEL__: 'test' });
