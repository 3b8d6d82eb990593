import { css } from '@emotion/react';
import { priceToCents, showToast } from '@tjb/cart-bus';
import { Button, sizedPicture, v } from '@tjb/ui';
import { BUNDLE_TOASTS } from '../../../shared/toasts';
import { money } from '../../../shared/ui/money';
import { card, muted, thumb } from '../../../shared/ui/styles';
import { dispatchBundle } from '../../studio/state/bundle-store';
import type { StyleReport } from '../lib/style-rules';

const section = css`padding: 1rem; display: grid; gap: 0.5rem; h3 { margin: 0; font-size: 1.05rem; }`;

/** The rule-based styling suggestions: missing zones with catalogue picks, colour harmony, price tier, both totals. */
export function StyleSuggestions({ report, picksLoading }: { report: StyleReport; picksLoading: boolean }) {
  return (
    <div css={css`display: grid; gap: 0.75rem;`}>
      <section css={[card, section]} aria-labelledby="zones-heading">
        <h3 id="zones-heading">Your outfit, zone by zone</h3>
        <ul css={css`margin: 0; padding-left: 1.1rem;`}>
          {report.zones.map((z) => (
            <li key={z.zone}>
              <strong>{z.label}:</strong> {z.items.length ? z.items.map((i) => (i.quantity > 1 ? `${i.title} × ${i.quantity}` : i.title)).join(', ') : <span css={muted}>nothing yet</span>}
            </li>
          ))}
        </ul>
      </section>
      <section css={[card, section]} aria-labelledby="picks-heading">
        <h3 id="picks-heading">Complete the look</h3>
        {report.missing.length === 0 ? (
          <p css={[muted, css`margin: 0;`]}>Every zone is covered: nothing to add.</p>
        ) : picksLoading ? (
          <p css={[muted, css`margin: 0;`]}>Finding picks from the catalogue…</p>
        ) : report.picks.length === 0 ? (
          <p css={[muted, css`margin: 0;`]}>No picks in stock for the bare zones right now.</p>
        ) : (
          <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem;`}>
            {report.picks.map((p) => (
              <li key={p.zone} css={css`display: flex; gap: 0.75rem; align-items: center;`}>
                {p.product.image ? <img css={thumb} {...sizedPicture(p.product.image, 64)} alt="" width={64} height={64} loading="lazy" /> : <span css={thumb} />}
                <div css={css`flex: 1; min-width: 0;`}>
                  <p css={css`margin: 0; font-weight: 600;`}>
                    {p.product.title} · {money(priceToCents(p.product.price) ?? 0)}
                  </p>
                  <p css={[muted, css`margin: 0.15rem 0 0; font-size: 0.9rem;`]}>{p.reason}</p>
                </div>
                <Button
                  variant="outline"
                  aria-label={`Add ${p.product.title} to bundle`}
                  onClick={() => {
                    dispatchBundle({ type: 'add', categoryId: p.categoryId, product: p.product });
                    showToast(BUNDLE_TOASTS.addedToBundle(p.product.title));
                  }}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section css={[card, section]} aria-labelledby="harmony-heading">
        <h3 id="harmony-heading">Colour harmony: {report.harmony.verdict === 'unknown' ? 'not enough to go on' : report.harmony.verdict === 'harmonious' ? 'works together' : 'clashes'}</h3>
        <p css={css`margin: 0;`}>{report.harmony.summary}</p>
      </section>
      <section css={[card, section]} aria-labelledby="tier-heading">
        <h3 id="tier-heading">Price tier: {report.tier.tier}</h3>
        <p css={css`margin: 0;`}>Average of {money(report.tier.averageCents)} per item (Value under $75, Mid-range under $200, Premium from $200).</p>
        <dl css={css`display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; margin: 0.5rem 0 0; dd { margin: 0; text-align: right; font-weight: 700; }`}>
          <dt>Bundle total</dt>
          <dd>{money(report.totals.bundleCents)}</dd>
          <dt>Suggestions</dt>
          <dd>{money(report.totals.suggestionsCents)}</dd>
          <dt css={css`color: ${v('accent')};`}>Total with suggestions</dt>
          <dd css={css`color: ${v('accent')};`}>{money(report.totals.withSuggestionsCents)}</dd>
        </dl>
      </section>
      <p css={[muted, css`margin: 0; font-size: 0.875rem;`]}>
        These suggestions come from fixed styling rules (body zones, colour families, price bands) applied to your bundle, the same way every time.
      </p>
    </div>
  );
}
