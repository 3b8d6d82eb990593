import { css } from '@emotion/react';
import { Button, v, VisuallyHidden } from '@tjb/ui';
import { useState } from 'react';
import type { Facets, ListFacet } from '../../../shared/listing/facets';
import { activeFilterCount, clearFilters, toggleValue, type ListingFilters } from '../../../shared/listing/filters';
import { PriceRange } from './price-range';

const panel = css`display: grid; gap: 0.25rem; align-content: start;`;
const head = css`display: flex; align-items: center; justify-content: space-between; margin-bottom: 0.5rem;
  h2 { font-size: 1.2rem; margin: 0; }`;
const group = css`
  border-top: 1px solid ${v('line')}; padding: 0.75rem 0;
  summary { cursor: pointer; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.06em; min-height: 32px; display: flex; align-items: center; justify-content: space-between; }
  summary::marker { content: ''; }
  summary::after { content: '+'; color: ${v('accent')}; font-size: 1.2rem; }
  &[open] summary::after { content: '−'; }
  ul { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.15rem; }
  /* The options: styled from their group, not with a class each (a listing has dozens). */
  li > label {
    display: flex; align-items: center; gap: 0.6rem; min-height: 36px; cursor: pointer; color: ${v('bone')};
    input { width: 1.1rem; height: 1.1rem; accent-color: ${v('accent')}; flex: none; }
    span:first-of-type { flex: 1; }
    .count { color: ${v('muted')}; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
    &[data-empty] { color: ${v('muted')}; }
  }
`;
const more = css`background: none; border: 0; color: ${v('accent')}; cursor: pointer; padding: 0.4rem 0; text-decoration: underline; min-height: 32px;`;

const SHOWN = 8;
/** Spec 000 §4: category, brand, price and size groups start open. */
const OPEN_BY_DEFAULT = new Set(['types', 'styles', 'vendors', 'sizes']);

/** An option's product count: seen as "(12)", read as "12 products" in the checkbox's name. */
function OptionCount({ count }: { count: number }) {
  return (
    <>
      <span className="count" aria-hidden="true">{`(${count})`}</span>
      <VisuallyHidden>{`${count} products`}</VisuallyHidden>
    </>
  );
}

function ListGroup({ facet, filters, onChange }: { facet: ListFacet; filters: ListingFilters; onChange: (f: ListingFilters) => void }) {
  const [all, setAll] = useState(false);
  const chosen = facet.options.some((o) => o.selected);
  const options = all ? facet.options : facet.options.slice(0, SHOWN);
  return (
    <details css={group} open={OPEN_BY_DEFAULT.has(facet.id) || chosen} aria-label={facet.title}>
      <summary>{facet.title}</summary>
      <ul>
        {options.map((o) => (
          <li key={o.value}>
            <label data-empty={o.count === 0 || undefined}>
              <input type="checkbox" checked={o.selected} onChange={() => onChange(toggleValue(filters, facet.id, o.value))} />
              <span>{o.label}</span>
              <OptionCount count={o.count} />
            </label>
          </li>
        ))}
      </ul>
      {facet.options.length > SHOWN ? (
        <button type="button" css={more} onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${facet.options.length}`}
        </button>
      ) : null}
    </details>
  );
}

/** Filter groups with counts from the data; every change applies at once. */
export function FilterPanel({ facets, filters, onChange, headingId }: {
  facets: Facets;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  headingId?: string;
}) {
  const active = activeFilterCount(filters);
  return (
    <div css={panel}>
      <div css={head}>
        <h2 id={headingId}>Filters</h2>
        {active > 0 ? <Button variant="ghost" onClick={() => onChange(clearFilters(filters))}>Clear All</Button> : null}
      </div>
      {facets.lists.map((facet) => <ListGroup key={facet.id} facet={facet} filters={filters} onChange={onChange} />)}
      <details css={group} open>
        <summary>Price</summary>
        <PriceRange bounds={facets.priceBounds} min={filters.priceMin} max={filters.priceMax}
          onChange={(priceMin, priceMax) => onChange({ ...filters, priceMin, priceMax })} />
      </details>
      {facets.toggles.length > 0 ? (
      <details css={group} open>
        <summary>Availability &amp; Offers</summary>
        <ul>
          {facets.toggles.map((t) => (
            <li key={t.id}>
              <label data-empty={t.count === 0 || undefined}>
                <input type="checkbox" checked={t.selected} onChange={() => onChange({ ...filters, [t.id]: !t.selected })} />
                <span>{t.label}</span>
                <OptionCount count={t.count} />
              </label>
            </li>
          ))}
        </ul>
      </details>
      ) : null}
    </div>
  );
}
