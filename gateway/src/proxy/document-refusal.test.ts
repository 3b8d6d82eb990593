import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parse } from 'graphql';
import pino from 'pino';
import request from 'supertest';
import { MAX_QUERY_ALIASES, MAX_QUERY_DEPTH, MAX_QUERY_LENGTH } from '../storefront-server/document-limits';
import { documentShape } from './document-shape';
import { createStorefrontProxy } from './storefront-proxy';

/** An upstream that counts what reaches it and answers every request alike. */
async function countingUpstream() {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => { raw += c.toString(); });
    req.on('end', () => {
      calls.push(raw);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"shop":{"name":"x"}}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, calls, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

const deep = (levels: number) => `{ ${'a { '.repeat(levels)}b${' }'.repeat(levels)} }`;

describe('Storefront proxy: documents refused before forwarding', () => {
  let upstream: Awaited<ReturnType<typeof countingUpstream>>;
  let app: express.Express;
  beforeAll(async () => {
    upstream = await countingUpstream();
    app = express();
    app.use(createStorefrontProxy({ upstreamOrigin: upstream.origin, apiVersion: '2025-01', cache: true, logger: pino({ level: 'silent' }) }));
  });
  afterAll(() => upstream.close());
  const post = (query: string) => request(app).post('/api/2025-01/graphql.json').set('Host', 'shop.test').send({ query });

  it.each([
    ['deeper than the limit', deep(MAX_QUERY_DEPTH + 1), 'MAX_DEPTH_EXCEEDED'],
    ['deep through fragments', `{ ...F } fragment F on QueryRoot { ${'a { '.repeat(MAX_QUERY_DEPTH)}...G${' }'.repeat(MAX_QUERY_DEPTH)} } fragment G on X { b { c } }`, 'MAX_DEPTH_EXCEEDED'],
    ['with too many aliases', `{ ${Array.from({ length: MAX_QUERY_ALIASES + 1 }, (_, i) => `a${i}: shop { name }`).join(' ')} }`, 'MAX_ALIASES_EXCEEDED'],
    ['longer than the limit', `{ shop { name } }${' '.repeat(MAX_QUERY_LENGTH)}`, 'MAX_QUERY_LENGTH_EXCEEDED'],
    ['of too many tokens', `{ ${'shop { name } '.repeat(6000)} }`, 'MAX_TOKENS_EXCEEDED'],
  ])('when a document %s comes, then it is refused with a GraphQL error and never forwarded', async (_what, query, code) => {
    const before = upstream.calls.length;
    const res = await post(query);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
    expect(upstream.calls.length).toBe(before);
  });

  it('when a document is within the limits, then it is forwarded', async () => {
    const before = upstream.calls.length;
    await post(deep(MAX_QUERY_DEPTH - 1)).expect(200);
    expect(upstream.calls.length).toBe(before + 1);
  });

  it('when fragments spread each other in a cycle, then measuring them ends', () => {
    const shape = documentShape(parse('{ ...A } fragment A on Q { x { ...B } } fragment B on Q { y { ...A } }'));
    expect(shape.depth).toBe(2);
  });
});
