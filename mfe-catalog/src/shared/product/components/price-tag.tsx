import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { v } from '@tjb/ui';

const wrap = css`display: inline-flex; align-items: baseline; gap: 0.5rem; flex-wrap: wrap;`;
const now = css`color: ${v('bone')}; font-weight: 700; font-size: var(--price-size, 1.15rem); font-variant-numeric: tabular-nums;`;
const was = css`color: ${v('muted')}; text-decoration: line-through; font-size: 0.9em;`;

/** Price with two decimals; a compare-at price above it is struck through (and read out as such). */
export function PriceTag({ price, compareAt, size }: { price: number | string; compareAt?: number | string | null; size?: string }) {
  const p = Number(price);
  const c = compareAt === null || compareAt === undefined ? NaN : Number(compareAt);
  const showWas = Number.isFinite(c) && c > p;
  return (
    <span css={wrap} style={size ? ({ '--price-size': size } as React.CSSProperties) : undefined}>
      <span css={now}>
        {showWas ? <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>Sale price </span> : null}
        {formatMoney(p)}
      </span>
      {showWas ? (
        <s css={was}>
          <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>Regular price </span>
          {formatMoney(c)}
        </s>
      ) : null}
    </span>
  );
}
