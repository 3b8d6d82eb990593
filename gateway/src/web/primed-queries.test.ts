import type { AddressInfo } from 'node:net';
import express from 'express';
import { PRIMED_ANSWERS_ID, primedKey, productByHandleRequest } from '@tjb/storefront/primed-answers';
import { createQueryPrimer } from './primed-queries';

type Endpoint = (body: { query: string; variables: Record<string, unknown> }, headers: express.Request['headers']) => Promise<{ status: number; json: unknown }>;

/** A server with a Storefront endpoint double and a page route answering with what the primer writes. */
// The primer's limit is generous unless a test is about it: a loaded machine must not change the answer.
async function serve(endpoint: Endpoint, timeoutMs = 30_000) {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.post('/api/2025-01/graphql.json', express.json(), async (req, res) => {
    const answer = await endpoint(req.body, req.headers);
    res.status(answer.status).json(answer.json);
  });
  const primer = createQueryPrimer({ timeoutMs });
  app.get('/{*path}', async (req, res) => void res.type('text').send(await primer(req)));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const parsePrimed = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${PRIMED_ANSWERS_ID}">(.*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as Array<{ key: string; data: unknown }>) : null;
};

describe('query primer', () => {
  it("when a product page is served, then its product query's answer is in the page, asked with the browser's host", async () => {
    const seen: Array<{ variables: unknown; host: unknown }> = [];
    const shop = await serve(async (body, headers) => {
      seen.push({ variables: body.variables, host: headers['x-forwarded-host'] });
      return { status: 200, json: { data: { product: { title: 'Road King Helmet' } } } };
    });
    try {
      const html = await (await fetch(`${shop.origin}/product/road-king`, { headers: { 'X-Forwarded-Host': 'shop.example' } })).text();
      const { document, variables } = productByHandleRequest('road-king');
      expect(parsePrimed(html)).toEqual([{ key: primedKey(document, variables), data: { product: { title: 'Road King Helmet' } } }]);
      expect(seen).toEqual([{ variables: { handle: 'road-king' }, host: 'shop.example' }]);
    } finally {
      await shop.close();
    }
  });

  it('when the answer has errors, fails or is late, then nothing is written and the page is still served', async () => {
    // The late answer comes only after the page was served: late on any machine, however fast.
    let release = () => {};
    const answers: Array<() => Promise<{ status: number; json: unknown }>> = [
      async () => ({ status: 200, json: { data: null, errors: [{ message: 'Throttled' }] } }),
      async () => ({ status: 502, json: { errors: [{ message: 'down' }] } }),
      () => new Promise((resolve) => (release = () => resolve({ status: 200, json: { data: { product: null } } }))),
    ];
    const shop = await serve(() => answers.shift()!(), 100);
    try {
      for (let i = 0; i < 3; i++) expect(await (await fetch(`${shop.origin}/product/road-king`)).text()).toBe('');
    } finally {
      release();
      await shop.close();
    }
  });

  it('when the page has no critical query, then the endpoint is not asked', async () => {
    const endpoint = jest.fn<ReturnType<Endpoint>, Parameters<Endpoint>>();
    const shop = await serve(endpoint);
    try {
      expect(await (await fetch(`${shop.origin}/shop/helmets`)).text()).toBe('');
      expect(endpoint).not.toHaveBeenCalled();
    } finally {
      await shop.close();
    }
  });
});
