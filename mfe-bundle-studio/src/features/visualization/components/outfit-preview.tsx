import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useId } from 'react';
import type { BodyZone, BundleCategoryId } from '../../../shared/bundle-categories';
import type { StyleReport } from '../lib/style-rules';
import type { VisualizationItem } from '../lib/visualization-item';

/** Each zone's outline on a 300 × 520 rider, and the box its item images are laid into. */
const SHAPES: Record<BodyZone, { path: string; box: { x: number; y: number; w: number; h: number } }> = {
  helmet: { path: 'M150 18c-30 0-50 22-50 50v22h100V68c0-28-20-50-50-50z', box: { x: 100, y: 18, w: 100, h: 72 } },
  torso: { path: 'M96 104h108l18 30-6 126H84l-6-126z', box: { x: 78, y: 104, w: 144, h: 156 } },
  legs: { path: 'M86 262h128l-8 168h-42l-14-120-14 120H94z', box: { x: 86, y: 262, w: 128, h: 168 } },
  feet: { path: 'M84 432h56v34H70c0-18 6-34 14-34zm76 0h56c8 0 14 16 14 34h-70z', box: { x: 70, y: 432, w: 160, h: 34 } },
  luggage: { path: 'M232 300h58v80h-58z', box: { x: 232, y: 300, w: 58, h: 80 } },
};

/** Outer layers last: a vest is drawn over a jacket over a shirt. */
const LAYER: Partial<Record<BundleCategoryId, number>> = { shirts: 0, jackets: 1, vests: 2 };

function ZoneLayer({ zone, items, clipId }: { zone: BodyZone; items: VisualizationItem[]; clipId: string }) {
  const { path, box } = SHAPES[zone];
  const layered = [...items].sort((a, b) => (LAYER[a.categoryId] ?? 0) - (LAYER[b.categoryId] ?? 0));
  return (
    <g data-zone={zone}>
      <clipPath id={clipId}>
        <path d={path} />
      </clipPath>
      <path d={path} fill={items.length ? '#221f18' : 'none'} stroke={items.length ? '#ff7a1a' : '#3a342a'} strokeWidth="2" strokeDasharray={items.length ? undefined : '6 5'} />
      <g clipPath={`url(#${clipId})`}>
        {layered.map((item, i) => {
          // Each further layer sits a little inside the one below, so every item shows.
          const inset = i * Math.min(box.w, box.h) * 0.12;
          return item.image ? (
            <image
              key={`${item.categoryId}:${item.productId}`}
              href={item.image}
              x={box.x + inset}
              y={box.y + inset}
              width={box.w - inset * 2}
              height={box.h - inset * 2}
              preserveAspectRatio="xMidYMid slice"
            >
              <title>{item.title}</title>
            </image>
          ) : null;
        })}
      </g>
    </g>
  );
}

/** The outfit preview: the bundle's product images on a rider figure, one layer per body zone, drawn as SVG. */
export function OutfitPreview({ report }: { report: StyleReport }) {
  const id = useId().replace(/:/g, '');
  const worn = report.zones.filter((z) => z.items.length > 0).map((z) => z.label.toLowerCase());
  return (
    <figure css={css`margin: 0; display: grid; gap: 0.75rem; justify-items: center;`}>
      <svg viewBox="0 0 300 480" role="img" aria-labelledby={`${id}-title ${id}-desc`} css={css`width: min(100%, 300px); height: auto; background: ${v('ink')}; border-radius: ${v('radius')};`}>
        <title id={`${id}-title`}>Outfit preview</title>
        <desc id={`${id}-desc`}>{worn.length ? `Your gear on a rider: ${worn.join(', ')}.` : 'A rider with no gear yet.'}</desc>
        {/* The rider underneath: face, neck and hands show wherever the bundle leaves them bare. */}
        <g fill="#3a342a">
          <circle cx="150" cy="62" r="30" />
          <rect x="138" y="88" width="24" height="18" />
          <rect x="56" y="130" width="22" height="120" rx="10" />
          <rect x="222" y="130" width="22" height="120" rx="10" />
        </g>
        {report.zones.map((z) => (
          <ZoneLayer key={z.zone} zone={z.zone} items={z.items} clipId={`${id}-${z.zone}`} />
        ))}
      </svg>
      <figcaption css={css`color: ${v('muted')}; font-size: 0.9rem; text-align: center;`}>Dashed outlines: zones your bundle leaves bare.</figcaption>
    </figure>
  );
}
