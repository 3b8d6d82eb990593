import { useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { preload } from 'react-dom';
import { sizedPicture } from '@tjb/ui';
import { findColor, findGarment, findPreset, GARMENTS, COLORS } from '../model/catalog';
import type { Design } from '../model/design';
import { baseSize, clampPlacement, type Placement } from '../model/placement';
import { EMBLEM_PATHS, GARMENT_DETAILS, GARMENT_PATHS } from './garment-shapes';

export const PREVIEW_WIDTH = 400;
export const PREVIEW_HEIGHT = 480;

interface Props {
  design: Design;
  /** Draws the print area's outline (while editing; not in the exported PNG). */
  showPrintArea?: boolean;
  onPlacement?: (p: Placement) => void;
  svgRef?: Ref<SVGSVGElement>;
  /** The shop's own picture of this garment in this colour (Storefront); the drawn garment stays beneath as the fallback. */
  photo?: { url: string; alt: string } | null;
}

const STAR = 'M0 -30 L8 -10 L29 -9 L13 4 L18 25 L0 13 L-18 25 L-13 4 L-29 -9 L-8 -10 Z';

/**
 * The live preview: the garment drawn in the chosen colour, the preset's emblem at the top of the print
 * area, the uploaded image where it was placed and the custom text below. Pure SVG, so the server renders
 * it and the export draws the same picture.
 */
export function GarmentPreview({ design, showPrintArea = false, onPlacement, svgRef, photo }: Props) {
  const garment = findGarment(design.garmentId) ?? GARMENTS[0]!;
  const color = findColor(design.colorId) ?? COLORS[0]!;
  const preset = findPreset(design.presetId);
  const area = garment.printArea;
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  // An SVG image takes one address: the file twice the preview's width (a store's CDN sends that, not its original).
  const shownPhoto = photo && photo.url !== failedPhoto ? { ...photo, href: sizedPicture(photo.url, PREVIEW_WIDTH).src } : null;
  // A picture inside an SVG is invisible to the browser's preload scanner; it is the page's largest
  // paint, so the server names it in the head (React hoists the hint), to load with the stylesheets.
  if (shownPhoto) preload(shownPhoto.href, { as: 'image', fetchPriority: 'high' });
  const [drag, setDrag] = useState<{ pointerId: number; x: number; y: number; start: Placement; unit: number } | null>(null);

  const image = design.image;
  const size = image ? baseSize(area, image) : null;
  const lines = design.text.split('\n').map((l) => l.trimEnd()).filter((l, i, all) => l || i < all.length - 1);
  const centreX = area.x + area.width / 2;

  const startDrag = (e: ReactPointerEvent<SVGElement>) => {
    if (!onPlacement) return;
    const svg = e.currentTarget.ownerSVGElement;
    const unit = svg ? PREVIEW_WIDTH / svg.getBoundingClientRect().width : 1;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ pointerId: e.pointerId, x: e.clientX, y: e.clientY, start: design.placement, unit });
  };
  const moveDrag = (e: ReactPointerEvent<SVGElement>) => {
    if (!drag || drag.pointerId !== e.pointerId || !image || !onPlacement) return;
    const next = { ...drag.start, x: drag.start.x + (e.clientX - drag.x) * drag.unit, y: drag.start.y + (e.clientY - drag.y) * drag.unit };
    onPlacement(clampPlacement(next, area, image));
  };

  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}`}
      width={PREVIEW_WIDTH}
      height={PREVIEW_HEIGHT}
      role="img"
      aria-label={`Preview: ${color.name} ${garment.name}${preset ? ` with ${preset.name}` : ''}${design.text.trim() ? ` and the text ${design.text.trim()}` : ''}${image ? ' and your image' : ''}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <rect width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} fill="#221f18" />
      <path d={GARMENT_PATHS[garment.id]} fill={color.hex} stroke={color.ink} strokeOpacity={0.35} strokeWidth={3} strokeLinejoin="round" />
      {GARMENT_DETAILS[garment.id] ? (
        <path d={GARMENT_DETAILS[garment.id]} fill="none" stroke={color.ink} strokeOpacity={0.3} strokeWidth={3} />
      ) : null}
      {shownPhoto ? (
        // Covers the drawing; the export drops this group when the picture cannot be read, showing the drawing again.
        <g data-testid="preview-photo" data-garment-photo="">
          <rect width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} fill="#221f18" />
          <image href={shownPhoto.href} width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} preserveAspectRatio="xMidYMid meet" onError={() => setFailedPhoto(shownPhoto.url)}>
            <title>{shownPhoto.alt}</title>
          </image>
        </g>
      ) : null}
      {showPrintArea ? (
        <rect x={area.x} y={area.y} width={area.width} height={area.height} fill="none" stroke={color.ink} strokeOpacity={0.45} strokeDasharray="6 5" />
      ) : null}
      {preset ? (
        <g data-testid="preview-preset">
          <path d={EMBLEM_PATHS[preset.shape]} transform={`translate(${centreX} ${area.y + 38}) scale(0.9)`} fill={design.textColor} fillRule="evenodd" />
          <text x={centreX} y={area.y + 88} textAnchor="middle" fontFamily="Oswald, Impact, sans-serif" fontSize={14} fontWeight={700} letterSpacing={2} fill={design.textColor}>
            {preset.words}
          </text>
        </g>
      ) : null}
      {image && size ? (
        failedImage === image.dataUrl ? (
          <path d={STAR} transform={`translate(${centreX} ${area.y + area.height / 2})`} fill={color.ink} data-testid="preview-placeholder" />
        ) : (
          <image
            data-testid="preview-image"
            href={image.dataUrl}
            x={design.placement.x}
            y={design.placement.y}
            width={size.width * design.placement.scale}
            height={size.height * design.placement.scale}
            preserveAspectRatio="xMidYMid meet"
            style={onPlacement ? { cursor: drag ? 'grabbing' : 'grab', touchAction: 'none' } : undefined}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={() => setDrag(null)}
            onPointerCancel={() => setDrag(null)}
            onError={() => setFailedImage(image.dataUrl)}
          />
        )
      ) : null}
      {lines.length > 0 ? (
        <text
          data-testid="preview-text"
          x={centreX}
          y={area.y + area.height - (lines.length - 1) * design.textSize * 1.1 - 8}
          textAnchor="middle"
          fontFamily="Oswald, Impact, sans-serif"
          fontWeight={700}
          fontSize={design.textSize}
          fill={design.textColor}
        >
          {lines.map((line, i) => (
            <tspan key={i} x={centreX} dy={i === 0 ? 0 : design.textSize * 1.1}>
              {line || ' '}
            </tspan>
          ))}
        </text>
      ) : null}
    </svg>
  );
}
