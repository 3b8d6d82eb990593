import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { memo, useRef, useState, type KeyboardEvent } from 'react';
import type { Product, Variant } from '../../../shared/product/product-facts';

const tabs = css`display: flex; gap: 0.25rem; border-bottom: 1px solid ${v('line')};
  button { min-height: 48px; padding: 0 1.25rem; border: 0; border-bottom: 3px solid transparent; background: none; color: ${v('muted')}; cursor: pointer;
    font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.06em; font-size: 1rem; }
  button[aria-selected='true'] { color: ${v('bone')}; border-bottom-color: ${v('accent')}; }`;
const panel = css`padding: 1.5rem 0; line-height: 1.7; color: ${v('bone')};
  ul { padding-left: 1.25rem; } p { margin: 0 0 1em; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; margin: 0; }
  dt { color: ${v('muted')}; } dd { margin: 0; }`;

/** Key/value facts of the product and the chosen variant. */
export function specifications(product: Product, variant: Variant | undefined): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (product.vendor) rows.push(['Brand', product.vendor]);
  if (product.productType) rows.push(['Product Type', product.productType]);
  if (variant?.sku) rows.push(['SKU', variant.sku]);
  for (const option of product.options) {
    if (option.name === 'Title') continue;
    rows.push([`Available ${option.name.toLowerCase()}s`, option.values.join(', ')]);
  }
  return rows;
}

const TABS = [{ id: 'details', label: 'Product Details' }, { id: 'specs', label: 'Specifications' }] as const;

/** Details and Specifications (page A's tabs), keyboard-operable. */
export const ProductTabs = memo(function ProductTabs({ product, variant }: { product: Product; variant: Variant | undefined }) {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('details');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const specs = specifications(product, variant);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = (i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setSelected(TABS[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <section aria-label="Product information" css={css`margin-top: 3rem;`}>
      <div role="tablist" aria-label="Product information" css={tabs}>
        {TABS.map((t, i) => (
          <button key={t.id} ref={(el) => { refs.current[i] = el; }} type="button" role="tab" id={`product-tab-${t.id}`} aria-selected={selected === t.id}
            aria-controls={`product-panel-${t.id}`} tabIndex={selected === t.id ? 0 : -1} onClick={() => setSelected(t.id)} onKeyDown={(e) => onKeyDown(e, i)}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`product-panel-${selected}`} aria-labelledby={`product-tab-${selected}`} css={panel} tabIndex={0}>
        {selected === 'details' ? (
          product.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} /> : <p>{product.description || 'No details available.'}</p>
        ) : specs.length > 0 ? (
          <dl>{specs.map(([k, val]) => <div key={k} css={css`display: contents;`}><dt>{k}</dt><dd>{val}</dd></div>)}</dl>
        ) : (
          <p>No specifications available.</p>
        )}
      </div>
    </section>
  );
});
