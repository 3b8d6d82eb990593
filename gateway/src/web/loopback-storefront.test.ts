import type { Request } from 'express';
import { loopbackHeaders } from './loopback-forwarding';
import { loopbackStorefront } from './loopback-storefront';

const request = (localPort: number | undefined) => ({ host: 'shop.test', protocol: 'https', socket: { localPort } }) as unknown as Request;

describe('loopbackStorefront', () => {
  it("when a page came in on a local port, then the render asks that port's Storefront endpoint with the browser's host and scheme", () => {
    expect(loopbackStorefront(request(8123))).toEqual({
      endpoint: 'http://127.0.0.1:8123/api/2025-01/graphql.json',
      headers: { ...loopbackHeaders('shop.test', 'https'), 'accept-encoding': 'identity' },
    });
    expect(loopbackStorefront(request(8123))?.headers['x-forwarded-host']).toBe('shop.test');
  });

  it('when the request has no local port, then there is no endpoint to ask', () => {
    expect(loopbackStorefront(request(undefined))).toBeNull();
  });
});
