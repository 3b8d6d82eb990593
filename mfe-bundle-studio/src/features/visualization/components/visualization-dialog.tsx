import { css } from '@emotion/react';
import { Dialog, Skeleton } from '@tjb/ui';
import { useId } from 'react';
import type { BundleProduct } from '../../../shared/api/bundle-product';
import { useFirstPages } from '../../../shared/api/category-products';
import type { BodyZone } from '../../../shared/bundle-categories';
import { alertBox, dialogBody, dialogHeader, muted } from '../../../shared/ui/styles';
import { useVisualization } from '../api/get-visualization';
import { styleReport } from '../lib/style-rules';
import { ZONES, type VisualizationItem } from '../lib/visualization-item';
import { OutfitPreview } from './outfit-preview';
import { StyleSuggestions } from './style-suggestions';

function Report({ items }: { items: VisualizationItem[] }) {
  const bare = styleReport(items, {}).missing;
  const zones = ZONES.filter((z) => bare.includes(z.zone));
  const pages = useFirstPages(zones.map((z) => z.pickFrom));
  const candidates: Partial<Record<BodyZone, readonly BundleProduct[]>> = {};
  zones.forEach((z, i) => {
    candidates[z.zone] = pages[i]?.data ?? [];
  });
  const report = styleReport(items, candidates);
  return (
    <div css={css`display: grid; gap: 1.25rem; @media (min-width: 720px) { grid-template-columns: minmax(0, 300px) 1fr; align-items: start; }`}>
      <OutfitPreview report={report} />
      <StyleSuggestions report={report} picksLoading={pages.some((p) => p.isPending)} />
    </div>
  );
}

/** What the $5 bought, reopened from its order (`/bundle-studio?visualization=TJB-1001`), for the session that paid. */
export function VisualizationDialog({ order, onClose }: { order: string; onClose: () => void }) {
  const headingId = useId();
  const visualization = useVisualization(order);
  return (
    <Dialog open onClose={onClose} labelledBy={headingId} width="60rem">
      <div css={dialogHeader}>
        <h2 id={headingId}>Your Bundle Visualization</h2>
        <p css={[muted, css`margin: 0.25rem 0 0;`]}>Order {order} · rule-based styling, no guesswork</p>
      </div>
      <div css={dialogBody}>
        {visualization.isPending ? (
          <Skeleton height={420} />
        ) : visualization.isError ? (
          <p role="alert" css={alertBox}>
            {visualization.error.message}. It opens only in the browser that paid for it.
          </p>
        ) : (
          <Report items={visualization.data} />
        )}
      </div>
    </Dialog>
  );
}
