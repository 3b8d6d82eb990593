import express from 'express';
import request from 'supertest';
import { LOOPBACK_HEADER, acceptLoopbackForwarding, loopbackHeaders } from './loopback-forwarding';

function app() {
  const a = express();
  a.set('trust proxy', false);
  a.use(acceptLoopbackForwarding());
  a.get('/', (req, res) => void res.json({ host: req.host, protocol: req.protocol, secret: req.headers[LOOPBACK_HEADER] ?? null }));
  return a;
}

describe('loopback forwarding', () => {
  it("when the gateway calls itself, then the request is answered for the browser's host and scheme", async () => {
    const res = await request(app()).get('/').set(loopbackHeaders('shop.example:8443', 'https'));
    expect(res.body).toEqual({ host: 'shop.example:8443', protocol: 'https', secret: null });
  });

  it('when a client forges the headers with a wrong secret, then they are ignored', async () => {
    const res = await request(app()).get('/').set({ ...loopbackHeaders('evil.example', 'https'), [LOOPBACK_HEADER]: 'guess' });
    expect(res.body.host).not.toBe('evil.example');
    expect(res.body.protocol).toBe('http');
    expect(res.body.secret).toBeNull();
  });

  it('when the forwarded host is not a host, then the own Host stays', async () => {
    const res = await request(app()).get('/').set(loopbackHeaders('evil.example/<script>', 'gopher'));
    expect(res.body.host).not.toContain('evil');
    expect(res.body.protocol).toBe('http');
  });
});
