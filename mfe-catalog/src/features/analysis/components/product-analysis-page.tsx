import { css } from '@emotion/react';
import { Button, Container, Icon, mq, PageHeading, Skeleton, v, VisuallyHidden } from '@tjb/ui';
import { downloadBlob } from '@tjb/ui/download';
import { useMemo } from 'react';
import { LoadError } from '../../../shared/listing/components/load-error';
import { PageMeta } from '../../../shared/seo/page-meta';
import type { PageQueries } from '@tjb/ui/page-data';
import { productSummariesQuery, useProductSummaries } from '../api/get-product-summaries';
import { analyzeProductTypes, typeReportCsv, type TypeRow } from '../state/analysis';
import { panel, stats, table } from './analysis-styles';

const groups = css`display: grid; gap: 1rem; grid-template-columns: repeat(3, 1fr); ${mq.mobile} { grid-template-columns: 1fr; }
  section { padding: 1rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; }
  h3 { font-size: 1.05rem; margin: 0 0 0.5rem; } p { color: ${v('muted')}; margin: 0 0 0.5rem; font-size: 0.9rem; }
  ul { margin: 0; padding-left: 1.1rem; }`;

/** Saves the report as a real file. */
export function downloadCsv(csv: string, filename: string): void {
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}

function Group({ title, hint, rows }: { title: string; hint: string; rows: TypeRow[] }) {
  return (
    <section>
      <h3>{title} ({rows.length})</h3>
      <p>{hint}</p>
      {rows.length > 0 ? <ul>{rows.map((r) => <li key={r.category}>{r.category} ({r.count})</li>)}</ul> : <p>None</p>}
    </section>
  );
}

/** `/product-analysis` (internal): products per product type, shares, navigation groups and the CSV report. */
export function ProductAnalysisPage() {
  const { data, isPending, isError, refetch } = useProductSummaries();
  const analysis = useMemo(() => analyzeProductTypes(data ?? []), [data]);
  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="Product Analysis" description="Internal: products per product type in the catalogue." noindex />
      <PageHeading title="Product Analysis" tagline="How the catalogue splits by product type, to plan the shop's navigation." />
      {isError ? <LoadError onRetry={() => void refetch()} /> : isPending ? <Skeleton height={480} /> : (
        <>
          <ul css={stats}>
            <li><strong>{analysis.total}</strong><span>Total products</span></li>
            <li><strong>{analysis.rows.length}</strong><span>Categories</span></li>
            <li><strong>{analysis.average.toFixed(1)}</strong><span>Average per category</span></li>
            <li><strong>{analysis.rows[0]?.count ?? 0}</strong><span>Largest: {analysis.rows[0]?.category ?? '—'}</span></li>
          </ul>
          <div css={css`margin: 0 0 1.5rem;`}>
            <Button onClick={() => downloadCsv(typeReportCsv(analysis.rows), 'product-analysis.csv')}>
              <Icon name="download" size={18} /> Download CSV Report
            </Button>
          </div>
          <section css={panel} aria-labelledby="analysis-suggest">
            <h2 id="analysis-suggest">Navigation suggestion</h2>
            <div css={groups}>
              <Group title="Main categories" hint="50 or more products" rows={analysis.groups.main} />
              <Group title="Secondary categories" hint="10 to 49 products" rows={analysis.groups.secondary} />
              <Group title="Minor categories" hint="1 to 9 products" rows={analysis.groups.minor} />
            </div>
          </section>
          {/* It scrolls sideways when the table is wider than a phone (a wide fallback font): keyboard users scroll it once it has focus. */}
          <section css={panel} aria-labelledby="analysis-table" tabIndex={0}>
            <h2 id="analysis-table">Products per product type</h2>
            <table css={table}>
              <thead><tr><th scope="col">Category</th><th scope="col" className="num">Count</th><th scope="col" className="num">Share</th><th scope="col"><VisuallyHidden>Bar</VisuallyHidden></th></tr></thead>
              <tbody>
                {analysis.rows.map((r) => (
                  <tr key={r.category}>
                    <th scope="row">{r.category}</th>
                    <td className="num">{r.count}</td>
                    <td className="num">{r.share.toFixed(1)}%</td>
                    <td css={css`width: 35%;`}><div className="bar" style={{ width: `${(r.count / (analysis.rows[0]?.count || 1)) * 100}%` }} aria-hidden="true" /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </Container>
  );
}

/** Every product's summary, which the page's tables and charts are computed from. */
export const pageQueries: PageQueries = () => [productSummariesQuery()];
