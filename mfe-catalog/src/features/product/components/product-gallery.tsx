import { css } from '@emotion/react';
import type { StorefrontImage } from '@tjb/storefront';
import { Dialog, Icon, sizedPicture, v } from '@tjb/ui';
import { memo, useState, type PointerEvent } from 'react';

/** The main picture's width: the page's width on a phone, the gallery's half of the product page's row above. */
const MAIN_PICTURE_SIZES = '(max-width: 767px) 100vw, 640px';
const main = css`position: relative; aspect-ratio: 1; background: ${v('surfaceRaised')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }`;
const nav = css`position: absolute; top: 50%; transform: translateY(-50%); width: 44px; height: 44px; border-radius: 50%; cursor: pointer; display: grid; place-items: center;
  border: 1px solid ${v('line')}; background: rgb(13 12 11 / 0.8); color: ${v('bone')}; &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }`;
const zoomButton = css`position: absolute; right: 0.75rem; bottom: 0.75rem; display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; padding: 0 0.9rem;
  border-radius: 999px; border: 1px solid ${v('line')}; background: rgb(13 12 11 / 0.85); color: ${v('bone')}; cursor: zoom-in; &:hover { color: ${v('accent')}; }`;
const thumbs = css`display: flex; gap: 0.5rem; margin-top: 0.75rem; overflow-x: auto; list-style: none; padding: 0;
  button { width: 72px; height: 72px; padding: 0; border: 2px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surfaceRaised')}; cursor: pointer; overflow: hidden; }
  button[aria-current='true'] { border-color: ${v('accent')}; }
  img { width: 100%; height: 100%; object-fit: cover; }`;
const zoomArea = css`overflow: hidden; aspect-ratio: 1; max-height: 80vh; margin: 0 auto; cursor: zoom-in; background: ${v('surfaceRaised')};
  &[data-zoomed='true'] { cursor: zoom-out; }
  img { width: 100%; height: 100%; object-fit: contain; transition: transform 150ms; }`;
const counter = css`position: absolute; left: 0.75rem; bottom: 0.75rem; padding: 0.1rem 0.5rem; border-radius: 999px; background: rgb(13 12 11 / 0.85); font-size: 0.85rem;`;

/** The image carousel (spec 000 §2.7): previous and next wrap around, thumbnails jump, and a zoom view. */
export const ProductGallery = memo(function ProductGallery({ images, title, index, onIndex }: { images: readonly StorefrontImage[]; title: string; index: number; onIndex: (i: number) => void }) {
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (i: number) => onIndex(((i % count) + count) % count);
  const alt = (img: StorefrontImage, i: number) => img.altText || `${title}, image ${i + 1}`;

  if (!current) return <div css={main} aria-label={`${title}: no image`} role="img" />;

  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setOrigin(`${((e.clientX - rect.left) / rect.width) * 100}% ${((e.clientY - rect.top) / rect.height) * 100}%`);
  };

  return (
    <div role="group" aria-roledescription="carousel" aria-label={`${title} images`}>
      <div css={main}>
        <img {...sizedPicture(current.src, 640, MAIN_PICTURE_SIZES, current.width)} alt={alt(current, index)} width={current.width ?? 800} height={current.height ?? 800} fetchPriority="high" loading="eager" />
        {count > 1 ? (
          <>
            <button type="button" css={[nav, css`left: 0.75rem;`]} aria-label="Previous image" onClick={() => go(index - 1)}><Icon name="chevronLeft" /></button>
            <button type="button" css={[nav, css`right: 0.75rem;`]} aria-label="Next image" onClick={() => go(index + 1)}><Icon name="chevronRight" /></button>
            <span css={counter} aria-live="polite">{index + 1} / {count}</span>
          </>
        ) : null}
        <button type="button" css={zoomButton} onClick={() => { setZoomed(false); setZoomOpen(true); }} aria-haspopup="dialog">
          <Icon name="zoom" size={18} /> Zoom
        </button>
      </div>
      {count > 1 ? (
        <ol css={thumbs} aria-label="Choose an image">
          {images.map((img, i) => (
            <li key={img.id}>
              <button type="button" aria-current={i === index} aria-label={`Show image ${i + 1} of ${count}`} onClick={() => onIndex(i)}>
                <img {...sizedPicture(img.src, 72, '72px', img.width)} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {zoomOpen ? (
        <Dialog open labelledBy="zoom-title" onClose={() => setZoomOpen(false)} width="min(92vw, 60rem)" closeLabel="Close zoom">
          <h2 id="zoom-title" css={css`font-size: 1rem; margin: 1rem 1rem 0.5rem; text-transform: none;`}>{title} ({index + 1} of {count}) · click to {zoomed ? 'zoom out' : 'zoom in'}</h2>
          <div css={zoomArea} data-zoomed={zoomed} onPointerMove={onMove} onClick={() => setZoomed((z) => !z)}>
            <img {...sizedPicture(current.src, 960, 'min(92vw, 960px)', current.width)} alt={alt(current, index)} width={current.width ?? 800} height={current.height ?? 800}
              style={{ transform: zoomed ? 'scale(2.5)' : 'none', transformOrigin: origin }} />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
});
