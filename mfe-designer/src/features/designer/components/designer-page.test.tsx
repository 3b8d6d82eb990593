import { getCart } from '@tjb/cart-bus';
import { collectToasts } from '@tjb/cart-bus/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateServerHtml } from '@tjb/ui/testing';
import { HttpResponse, mockApi } from '@tjb/test-support';
import { createStorefrontClient } from '@tjb/storefront';
import { mockStorefront } from '@tjb/test-support';
import { setStorefrontClient } from '../../../shared/api/storefront-client';
import { designerPage } from '../../../testing/designer-page';
import { products, wireProduct } from '../../../testing/storefront';
import { SAVED_DESIGNS_KEY } from '../storage/saved-designs';
import { PREVIEW_WIDTH } from './garment-preview';

const page = () => designerPage();

/** The designs route, answering every request with `status` and `body`; returns the requests it received. */
const answerDesigns = (status: number, body: unknown) => mockApi('post', '/api/designs', () => HttpResponse.json(body as never, { status }));

beforeEach(() => window.localStorage.clear());

describe('DesignerPage', () => {
  it('when the server HTML is hydrated with saved designs in the browser, then nothing mismatches and the designs appear', async () => {
    window.localStorage.setItem(
      SAVED_DESIGNS_KEY,
      JSON.stringify([
        {
          id: 'a',
          name: 'My Hoodie',
          savedAt: '2026-01-01T00:00:00.000Z',
          design: { garmentId: 'hoodie', colorId: 'red', presetId: null, text: 'Hi', textSize: 24, textColor: '#efe8dc', image: null, placement: { x: 0, y: 0, scale: 1 } },
        },
        { id: 'broken', name: 'not a design' },
      ]),
    );
    const hydrated = await hydrateServerHtml(page(), page());
    expect(hydrated.serverHtml).toContain('Design Your Apparel');
    expect(hydrated.mismatches).toEqual([]);
    expect(within(hydrated.container).getByText('My Hoodie')).toBeInTheDocument();
    expect(within(hydrated.container).queryByText('not a design')).toBeNull();
    hydrated.unmount();
  });

  it('when a garment, colour, preset and text are chosen, then the preview and price follow', () => {
    render(page());
    fireEvent.click(screen.getByRole('radio', { name: /Hoodie/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    fireEvent.change(screen.getByLabelText('Preset design'), { target: { value: 'winged-wheel' } });
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: 'Ride\nFree' } });
    expect(screen.getByRole('img', { name: 'Preview: Black Hoodie with Winged Wheel and the text Ride\nFree' })).toBeInTheDocument();
    expect(screen.getByText('Hoodie · $45.99')).toBeInTheDocument();
    expect(screen.getByTestId('preview-text').textContent).toBe('RideFree');
  });

  it('when the shop has a picture of the chosen garment in that colour, then the preview shows it, else the drawn garment', async () => {
    render(designerPage({ photos: [{ garmentId: 'tshirt', color: 'Black', url: '/media/products/p-1/black.svg', alt: 'Rider T-Shirt in Black' }] }));
    const photo = await screen.findByTestId('preview-photo');
    expect(photo.querySelector('image')).toHaveAttribute('href', '/media/products/p-1/black.svg');
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.queryByTestId('preview-photo')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    fireEvent.error(screen.getByTestId('preview-photo').querySelector('image')!);
    expect(screen.queryByTestId('preview-photo')).toBeNull();
  });

  it("when a connected store's picture is on Shopify's CDN, then the preview asks for it at twice the preview's width, not the uploaded original", async () => {
    render(designerPage({ photos: [{ garmentId: 'tshirt', color: 'Black', url: 'https://cdn.shopify.com/s/files/1/0001/products/tee-black.jpg?v=3', alt: 'Rider T-Shirt in Black' }] }));
    const href = (await screen.findByTestId('preview-photo')).querySelector('image')!.getAttribute('href')!;
    expect(new URL(href).searchParams.get('width')).toBe(String(PREVIEW_WIDTH * 2));
    expect(new URL(href).searchParams.get('v')).toBe('3');
  });

  it('when the page is opened by a client navigation (no pictures in the page), then it asks the Storefront once and shows the picture', async () => {
    setStorefrontClient(createStorefrontClient({ origin: 'http://shop.test', retries: 0, onError: () => undefined }));
    const asked = mockStorefront({
      Products: (variables: Record<string, unknown>) => (String(variables.query).includes('Vest') ? products([]) : products([wireProduct(1, 'Rider T-Shirt', ['t-shirt'], ['Black'])])),
    });
    try {
      render(designerPage({ photos: null }));
      const photo = await screen.findByTestId('preview-photo');
      expect(photo.querySelector('image')).toHaveAttribute('href', '/media/products/p-1/Black.svg');
      expect(asked).toHaveLength(2);
    } finally {
      setStorefrontClient(undefined);
    }
  });

  it('when the grid of presets is shown, then it holds the first 8 and marks the chosen one', () => {
    render(page());
    const grid = screen.getAllByRole('button', { pressed: false });
    expect(grid.filter((b) => b.hasAttribute('aria-pressed'))).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /Grim Rider/ }));
    expect(screen.getByRole('button', { name: /Grim Rider/, pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Preset design')).toHaveValue('grim-rider');
  });

  it('when Add to Cart is pressed and the design is stored, then the spec line is in the cart with the stored preview', async () => {
    const { toasts, stop } = collectToasts();
    const stored = answerDesigns(201, { design: { id: 'd1', previewUrl: '/api/designs/d1/preview' } });
    jest.doMock('../export/export-png', () => ({ svgToPng: async () => new Blob(['png']), blobToBase64: async () => 'cG5n' }));
    try {
      render(page());
      fireEvent.click(screen.getByRole('radio', { name: /Vest/ }));
      fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() => expect(getCart()).toHaveLength(1));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.body).toMatchObject({ garmentId: 'vest', colorId: 'black', image: null, preview: 'cG5n' });
      const [line] = getCart();
      expect(line).toMatchObject({ price: '39.99', productData: { title: 'Custom Vest', image: '/api/designs/d1/preview', productType: 'Custom Apparel' } });
      expect(toasts).toContainEqual(expect.objectContaining({ title: 'Added to Cart' }));
    } finally {
      stop();
    }
  });

  it('when the design cannot be stored, then nothing is added and the shopper is told', async () => {
    const { toasts, stop } = collectToasts();
    answerDesigns(500, {});
    jest.doMock('../export/export-png', () => ({ svgToPng: async () => new Blob(['png']), blobToBase64: async () => 'cG5n' }));
    try {
      render(page());
      fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(getCart()).toEqual([]);
      expect(toasts).toContainEqual(expect.objectContaining({ title: 'Error', variant: 'destructive' }));
    } finally {
      stop();
    }
  });
});
