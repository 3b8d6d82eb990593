// The web project's test environment: jsdom with Node's fetch, Request, Response, Headers, streams,
// AbortController and BroadcastChannel put back (jsdom drops Node's globals), and Node's export
// conditions instead of the browser's. That is what MSW documents for Jest (its jest-fixed-jsdom
// environment, followed here but for FormData and Blob): msw/node intercepts that fetch.
// FormData and Blob stay jsdom's: Node's FormData cannot read a <form> element, and jsdom's
// FileReader and File work only with jsdom's Blob.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class WebEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.customExportConditions = [''];
    Object.assign(this.global, {
      TextDecoder, TextEncoder, TextDecoderStream, TextEncoderStream, ReadableStream, WritableStream, TransformStream,
      Headers, Request, Response, fetch, AbortController, AbortSignal, structuredClone, BroadcastChannel,
    });
  }
}

module.exports = WebEnvironment;
