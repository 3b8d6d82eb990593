import { HttpResponse, mockApi } from '@tjb/test-support';
import { inlineImages } from './export-png';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PHOTO = '/media/products/p-1/black.svg';

function preview(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg') as SVGSVGElement;
  svg.innerHTML = `
    <path data-testid="drawn" d="M0 0 L10 10 Z" />
    <g data-garment-photo=""><rect width="400" height="480" /><image href="${PHOTO}" /></g>
    <image data-testid="upload" href="data:image/png;base64,AAAA" />`;
  return svg;
}

describe('inlineImages (the export draws the garment photo too)', () => {
  it('when the photo can be read, then it is written into the copy as a data URL and the upload is left as it was', async () => {
    const asked: Array<Pick<Request, 'mode' | 'credentials'>> = [];
    const photo = mockApi('get', PHOTO, (_call, request) => {
      asked.push({ mode: request.mode, credentials: request.credentials });
      return new HttpResponse('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    });
    const svg = preview();
    await inlineImages(svg);
    expect(photo).toHaveLength(1);
    expect(asked).toEqual([{ mode: 'cors', credentials: 'omit' }]);
    expect(svg.querySelector('[data-garment-photo] image')?.getAttribute('href')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(svg.querySelector('[data-testid="upload"]')?.getAttribute('href')).toBe('data:image/png;base64,AAAA');
  });

  it.each([
    ['is not found', () => new HttpResponse(null, { status: 404 })],
    ['cannot be fetched (CORS)', () => HttpResponse.error()],
  ])('when the photo %s, then its group is dropped and the drawn garment is exported', async (_, answer) => {
    mockApi('get', PHOTO, answer);
    const svg = preview();
    await inlineImages(svg);
    expect(svg.querySelector('[data-garment-photo]')).toBeNull();
    expect(svg.querySelector('[data-testid="drawn"]')).not.toBeNull();
  });
});
