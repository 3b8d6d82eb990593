import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Container, PageHeading, Skeleton } from '@tjb/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../shared/listing/components/load-error';
import { PageMeta } from '../../../shared/seo/page-meta';
import type { PageQueries } from '@tjb/ui/page-data';
import { productSummariesQuery, useProductSummaries } from '../api/get-product-summaries';
import { analyzeInventory } from '../state/analysis';
import { panel, stats, table, warning } from './analysis-styles';

/** `/inventory-analysis` (internal): top vendors and the "renegade" vendor check. */
export function InventoryAnalysisPage() {
  const { data, isPending, isError, refetch } = useProductSummaries();
  const a = useMemo(() => analyzeInventory(data ?? []), [data]);
  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="Inventory Analysis" description="Internal: vendors in the catalogue." noindex />
      <PageHeading title="Inventory Analysis" tagline="Who supplies the catalogue, and whether the Renegade line made it in." />
      {isError ? <LoadError onRetry={() => void refetch()} /> : isPending ? <Skeleton height={480} /> : (
        <>
          <ul css={stats}>
            <li><strong>{a.total}</strong><span>Total products</span></li>
            <li><strong>{a.topVendors.length}</strong><span>Vendors listed</span></li>
            <li><strong>{a.renegade.count}</strong><span>Renegade products</span></li>
            <li><strong>{a.topVendors[0]?.count ?? 0}</strong><span>Top vendor: {a.topVendors[0]?.vendor ?? '—'}</span></li>
          </ul>
          {a.total === 0 ? <p css={warning} role="alert">Warning: the catalogue returned no products.</p> : null}
          {/* It scrolls sideways when the table is wider than a phone: keyboard users scroll it once it has focus. */}
          <section css={panel} aria-labelledby="inv-vendors" tabIndex={0}>
            <h2 id="inv-vendors">Top 10 vendors</h2>
            <table css={table}>
              <thead><tr><th scope="col">Vendor</th><th scope="col" className="num">Products</th></tr></thead>
              <tbody>{a.topVendors.map((row) => <tr key={row.vendor}><th scope="row">{row.vendor}</th><td className="num">{row.count}</td></tr>)}</tbody>
            </table>
          </section>
          <section css={panel} aria-labelledby="inv-renegade">
            <h2 id="inv-renegade">Renegade vendor check</h2>
            {a.renegade.count === 0 ? (
              <p css={warning} role="alert">Warning: no product has a vendor containing “renegade”.</p>
            ) : (
              <>
                <p>{a.renegade.count} products from a vendor containing “renegade”. First {a.renegade.samples.length}:</p>
                <table css={table}>
                  <thead><tr><th scope="col">Title</th><th scope="col" className="num">From</th><th scope="col">Vendor</th><th scope="col">Product type</th></tr></thead>
                  <tbody>{a.renegade.samples.map((p) => (
                    <tr key={p.id}><th scope="row"><Link to={paths.product(p.handle)}>{p.title}</Link></th><td className="num">{formatMoney(p.minPrice)}</td><td>{p.vendor}</td><td>{p.productType || 'uncategorized'}</td></tr>
                  ))}</tbody>
                </table>
              </>
            )}
          </section>
        </>
      )}
    </Container>
  );
}

/** Every product's summary, which the page's tables and charts are computed from. */
export const pageQueries: PageQueries = () => [productSummariesQuery()];
