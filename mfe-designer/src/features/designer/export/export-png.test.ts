import { inlineImages } from './export-png';

const SVG_NS = 'http://www.w3.org/2000/svg';

function preview(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg') as SVGSVGElement;
  svg.innerHTML = `
    <path data-testid="drawn" d="M0 0 L10 10 Z" />
    <g data-garment-photo=""><rect width="400" height="480" /><image href="/media/products/p-1/black.svg" /></g>
    <image data-testid="upload" href="data:image/png;base64,AAAA" />`;
  return svg;
}

const answer = (status: number, body: string, type = 'image/svg+xml') =>
  ({ ok: status < 400, status, blob: async () => new Blob([body], { type }) }) as unknown as Response;

describe('inlineImages (the export draws the garment photo too)', () => {
  it('when the photo can be read, then it is written into the copy as a data URL and the upload is left as it was', async () => {
    const svg = preview();
    const fetchImpl = jest.fn(async () => answer(200, '<svg/>'));
    await inlineImages(svg, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/media/products/p-1/black.svg', { mode: 'cors', credentials: 'omit' });
    expect(svg.querySelector('[data-garment-photo] image')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svg.querySelector('[data-testid="upload"]')?.getAttribute('href')).toBe('data:image/png;base64,AAAA');
  });

  it('when the photo cannot be read, then its group is dropped and the drawn garment is exported', async () => {
    for (const fetchImpl of [async () => answer(404, ''), async () => Promise.reject(new TypeError('CORS'))]) {
      const svg = preview();
      await inlineImages(svg, fetchImpl as unknown as typeof fetch);
      expect(svg.querySelector('[data-garment-photo]')).toBeNull();
      expect(svg.querySelector('[data-testid="drawn"]')).not.toBeNull();
    }
  });
});
