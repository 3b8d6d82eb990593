import { css } from '@emotion/react';
import { Button, Dialog, Icon, sizedPicture, v } from '@tjb/ui';
import { useId, useState } from 'react';
import { bundleCategory } from '../../../shared/bundle-categories';
import { money } from '../../../shared/ui/money';
import { dialogBody, dialogFooter, dialogHeader, iconButton, listArea, muted, thumb } from '../../../shared/ui/styles';
import { bundleSummary, lineCents, unitCents, type BundleEntry } from '../state/bundle-reducer';
import { dispatchBundle } from '../state/bundle-store';
import { encodeShareLink, shareUrl } from '../state/share-link';

const row = css`
  display: grid; grid-template-columns: 64px 1fr auto; gap: 0.5rem 0.75rem; align-items: center; padding: 0.75rem 0;
  border-bottom: 1px solid ${v('line')};
`;
const stepper = css`display: inline-flex; align-items: center; gap: 0.35rem;`;

function BundleRow({ entry }: { entry: BundleEntry }) {
  const { product, categoryId, quantity } = entry;
  const ids = { categoryId, productId: product.id };
  return (
    <li css={row}>
      {product.image ? <img css={thumb} {...sizedPicture(product.image, 64)} alt="" width={64} height={64} /> : <span css={thumb} />}
      <div css={css`min-width: 0;`}>
        <p css={css`margin: 0; font-weight: 600;`}>{product.title}</p>
        <p css={[muted, css`margin: 0.15rem 0 0; font-size: 0.9rem;`]}>
          {bundleCategory(categoryId).name} · {money(unitCents(entry))} each
        </p>
      </div>
      <button type="button" css={iconButton} onClick={() => dispatchBundle({ type: 'remove', ...ids })} aria-label={`Remove ${product.title} from bundle`}>
        <Icon name="x" />
      </button>
      <div css={[stepper, css`grid-column: 2;`]}>
        <button type="button" css={iconButton} onClick={() => dispatchBundle({ type: 'decrement', ...ids })} aria-label={`One less ${product.title}`}>
          <Icon name="minus" />
        </button>
        <output aria-label={`Quantity of ${product.title}`} css={css`min-width: 2ch; text-align: center; font-weight: 700;`}>
          {quantity}
        </output>
        <button type="button" css={iconButton} onClick={() => dispatchBundle({ type: 'increment', ...ids })} aria-label={`One more ${product.title}`}>
          <Icon name="plus" />
        </button>
      </div>
      <span css={css`font-weight: 700; justify-self: end;`}>{money(lineCents(entry))}</span>
    </li>
  );
}

/** 'Your Style Bundle' (spec 001 "Bundle Studio"): rows, total, share link, 'Visualize Bundle ($5)' and 'Add All to Cart'. */
export function BundleModal({
  entries,
  onClose,
  onVisualize,
  onAddAll,
}: {
  entries: readonly BundleEntry[];
  onClose: () => void;
  onVisualize: () => void;
  onAddAll: () => void;
}) {
  const headingId = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const summary = bundleSummary(entries);
  const link = shareUrl(typeof window === 'undefined' ? '' : window.location.origin, encodeShareLink(entries));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog open onClose={onClose} labelledBy={headingId} width="44rem">
      <div css={dialogHeader}>
        <h2 id={headingId}>Your Style Bundle</h2>
        <p css={[muted, css`margin: 0.25rem 0 0;`]}>
          {summary.categories} {summary.categories === 1 ? 'category' : 'categories'} · {summary.items} {summary.items === 1 ? 'item' : 'items'}
        </p>
      </div>
      <div css={[dialogBody, listArea]}>
        {entries.length === 0 ? (
          <p css={muted}>Your bundle is empty. Open a category and add gear to start styling.</p>
        ) : (
          <ul css={css`list-style: none; margin: 0; padding: 0;`} aria-label="Bundle items">
            {entries.map((e) => (
              <BundleRow key={`${e.categoryId}:${e.product.id}`} entry={e} />
            ))}
          </ul>
        )}
      </div>
      {entries.length > 0 ? (
        <div css={[dialogBody, css`display: grid; gap: 0.5rem; border-top: 1px solid ${v('line')};`]}>
          <label htmlFor={`${headingId}-link`} css={css`font-weight: 600;`}>
            Share this bundle
          </label>
          <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem;`}>
            <input id={`${headingId}-link`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} css={css`flex: 1 1 14rem; min-width: 0; min-height: 44px; padding: 0 0.75rem; background: ${v('ink')}; color: ${v('bone')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')};`} />
            <Button variant="outline" onClick={() => void copy()}>
              <Icon name="share" /> Copy link
            </Button>
          </div>
          <p role="status" css={[muted, css`margin: 0; min-height: 1.5em;`]}>
            {copied === 'copied' ? 'Link copied.' : copied === 'failed' ? 'Copying is blocked here: select the link and copy it.' : ''}
          </p>
        </div>
      ) : null}
      <div css={dialogFooter}>
        <p css={css`margin: 0; font-size: 1.25rem; font-weight: 700;`}>Total: {money(summary.totalCents)}</p>
        <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem;`}>
          <Button variant="outline" onClick={onVisualize}>
            Visualize Bundle ($5)
          </Button>
          <Button onClick={onAddAll} disabled={entries.length === 0}>
            <Icon name="cart" /> Add All to Cart
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
