import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { Icon, mq, v } from '@tjb/ui';
import { useId, useState, type ReactNode } from 'react';

const bar = css`
  display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; width: 100%; min-height: 52px;
  padding: 0.75rem 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};
  color: ${v('bone')}; font: inherit; font-weight: 600; cursor: pointer; text-align: left;
  &:disabled { cursor: default; }
  ${mq.desktop} { display: none; }
`;
const panel = (open: boolean) => css`
  ${mq.mobile} { display: ${open ? 'block' : 'none'}; margin-top: 0.75rem; }
`;

const pendingTotal = css`display: inline-block; width: 4.5em; height: 1em; vertical-align: middle; border-radius: 4px; background: ${v('surfaceRaised')};`;

/**
 * The order summary in checkout. Beside the form on wide screens; on a phone it sits above the form,
 * folded into one bar ('Show order summary · $Total'), as Shopify's checkout does, so the Total is in
 * view before 'Complete Purchase' without a scroll past every line.
 *
 * `total` is null while the page hydrates (the server cannot see the cart): the same bar, disabled, with
 * a placeholder for the amount, so on a phone the form below it does not move when the cart is read.
 */
export function OrderSummaryToggle({ total, children }: { total: number | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button type="button" css={bar} aria-expanded={open} aria-controls={panelId} disabled={total === null} onClick={() => setOpen((o) => !o)}>
        <span css={css`display: inline-flex; align-items: center; gap: 0.5rem; color: ${v('accent')};`}>
          {open ? 'Hide order summary' : 'Show order summary'}
          <span aria-hidden="true" css={css`display: inline-flex; transform: rotate(${open ? 180 : 0}deg);`}>
            <Icon name="chevronDown" size={18} />
          </span>
        </span>
        <span css={css`font-variant-numeric: tabular-nums; font-size: 1.125rem;`} data-testid="summary-toggle-total">
          <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>Total </span>
          {total === null ? <span css={pendingTotal} /> : formatMoney(total)}
        </span>
      </button>
      <div id={panelId} css={panel(open)}>
        {children}
      </div>
    </div>
  );
}
