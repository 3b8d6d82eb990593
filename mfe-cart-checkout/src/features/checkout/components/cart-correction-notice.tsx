import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Button, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import type { PriceChange, UnavailableLine } from '../api/process-payment';

const box = css`
  display: grid; gap: 0.75rem; padding: 1rem; border: 1px solid ${v('accent')}; border-left-width: 4px;
  border-radius: ${v('radius')}; background: rgb(255 122 26 / 0.08);
  ul { margin: 0; padding-left: 1.25rem; }
`;

export type CartCorrection =
  | { kind: 'prices'; message: string; changes: PriceChange[] }
  | { kind: 'stock'; message: string; lines: UnavailableLine[] };

/**
 * The server re-priced or re-counted the cart before charging anything: the shopper sees what changed
 * and decides. Nothing is charged until Complete Purchase is pressed again.
 */
export function CartCorrectionNotice({ correction, onAccept }: { correction: CartCorrection; onAccept: () => void }) {
  return (
    <div role="alert" css={box}>
      <p css={css`margin: 0; font-weight: 600;`}>{correction.message}</p>
      {correction.kind === 'prices' ? (
        <ul aria-label="Price changes">
          {correction.changes.map((change) => (
            <li key={change.id}>
              {change.title}: <s>{formatMoney(change.oldPrice)}</s> → <strong>{formatMoney(change.newPrice)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label="Items short of stock">
          {correction.lines.map((line) => (
            <li key={line.id}>
              {line.title}: {line.available > 0 ? `only ${line.available} left (you asked for ${line.requested})` : 'sold out'}
            </li>
          ))}
        </ul>
      )}
      <div css={css`display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: center;`}>
        <Button onClick={onAccept}>{correction.kind === 'prices' ? 'Accept New Prices' : 'Update My Cart'}</Button>
        <Link to={paths.cart()}>Review Cart</Link>
      </div>
    </div>
  );
}
