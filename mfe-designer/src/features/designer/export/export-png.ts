import { downloadBlob } from '@tjb/ui/download';

/**
 * Loaded on demand: draws the preview SVG onto a canvas at twice its size and returns it as a PNG. Used
 * by 'Download' and for the preview stored with an ordered design.
 */
export async function svgToPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  clone.removeAttribute('style');
  await inlineImages(clone);
  const source = new XMLSerializer().serializeToString(clone);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG export failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * An SVG drawn as an image loads nothing from outside itself, so each linked picture (the garment photo)
 * is written into the copy as a data URL; one that cannot be read is dropped with its group, and the
 * drawn garment beneath it is exported instead.
 */
export async function inlineImages(svg: SVGSVGElement): Promise<void> {
  for (const image of Array.from(svg.querySelectorAll('image'))) {
    const href = image.getAttribute('href') ?? '';
    if (href.startsWith('data:')) continue;
    try {
      const response = await fetch(href, { mode: 'cors', credentials: 'omit' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      // FileReader's readAsDataURL names a typeless blob the same way.
      image.setAttribute('href', `data:${blob.type || 'application/octet-stream'};base64,${await blobToBase64(blob)}`);
    } catch {
      (image.closest('[data-garment-photo]') ?? image).remove();
    }
  }
}

export async function downloadPng(svg: SVGSVGElement, filename: string): Promise<void> {
  downloadBlob(await svgToPng(svg), filename);
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
