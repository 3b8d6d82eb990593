import { createStorefrontClient } from '@tjb/storefront';
import { renderServerSession } from '@tjb/ui/testing/server-session';
import { http, HttpResponse, server } from '@tjb/test-support';
import { products, wireProduct } from './testing/storefront';

// The render's own client, answered on the shared fake network: a black and a white T-shirt, a black vest.
const renderClient = createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined });
jest.mock('@tjb/storefront', () => ({ ...jest.requireActual<object>('@tjb/storefront'), createRenderStorefrontClient: () => renderClient }));
let storefrontDown = false;
const answers = () =>
  http.post('http://shop.test/api/*', async ({ request }) => {
    if (storefrontDown) return HttpResponse.json({ message: 'down' }, { status: 503 });
    const { variables } = (await request.json()) as { variables?: { query?: string } };
    return HttpResponse.json({
      data: String(variables?.query).includes('Vest')
        ? products([wireProduct(3, 'Club Vest', [], ['Black'])])
        : products([wireProduct(1, 'Rider T-Shirt', ['t-shirt'], ['Black', 'White'])]),
    });
  });

import { createServerSession } from './server';

const renderOnce = (url: string) => renderServerSession(createServerSession, url);

describe("the designer's server session", () => {
  beforeEach(() => {
    storefrontDown = false;
    server.use(answers());
  });

  it("when /design-apparel is rendered, then the default black T-shirt's picture is in the HTML, hinted for early loading, and the page carries the pictures, not the products", async () => {
    const { html, state, undeclared } = await renderOnce('/design-apparel');
    expect(undeclared).toEqual([]);
    expect(html).toMatch(/<image href="\/media\/products\/p-1\/Black.svg"/);
    expect(html).toMatch(/<link rel="preload" href="\/media\/products\/p-1\/Black.svg" as="image" fetchPriority="high"\/>/);
    expect(state?.queries).toEqual([
      [['designer', 'garment-photos'], [
        { garmentId: 'tshirt', color: 'Black', url: '/media/products/p-1/Black.svg', alt: 'Rider T-Shirt Black' },
        { garmentId: 'tshirt', color: 'White', url: '/media/products/p-1/White.svg', alt: 'Rider T-Shirt White' },
        { garmentId: 'vest', color: 'Black', url: '/media/products/p-3/Black.svg', alt: 'Club Vest Black' },
      ], expect.any(Number)],
    ]);
  });

  it('when the Storefront is down, then the page is rendered with the drawn garment and carries nothing, so the browser asks again', async () => {
    storefrontDown = true;
    const { html, state } = await renderOnce('/design-apparel');
    expect(html).toContain('Design Your Apparel');
    expect(html).not.toContain('<image href=');
    expect(state?.queries).toEqual([]);
  });

  it('when /gallery is rendered, then it asks the Storefront nothing', async () => {
    const { html, state } = await renderOnce('/gallery');
    expect(html).toContain('Gallery');
    expect(state?.queries ?? []).toEqual([]);
  });
});
