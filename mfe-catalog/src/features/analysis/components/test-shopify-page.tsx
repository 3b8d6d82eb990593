import { css } from '@emotion/react';
import { formatMoney } from '@tjb/cart-bus';
import { paths } from '@tjb/shop-contracts';
import { Button, Container, PageHeading, Skeleton, v } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../shared/seo/page-meta';
import { useDiagnostics } from '../api/run-diagnostics';
import { panel, warning } from './analysis-styles';

const facts = css`display: grid; grid-template-columns: max-content 1fr; gap: 0.6rem 1.5rem; margin: 0;
  dt { color: ${v('muted')}; } dd { margin: 0; min-width: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }`;
const ok = css`color: ${v('success')}; font-weight: 700;`;
const bad = css`color: ${v('danger')}; font-weight: 700;`;

/** `/test-shopify`: a storefront diagnostics page for the shop's team. */
export function TestShopifyPage() {
  const { data, isFetching, refetch, isError, error } = useDiagnostics();
  return (
    <Container css={css`padding-bottom: 3rem;`}>
      <PageMeta title="Storefront Diagnostics" description="Internal: which Storefront upstream answers, and how fast." noindex />
      <PageHeading title="Storefront Diagnostics" tagline="Which upstream answers the catalogue, with which API version, and how fast." />
      <div css={css`margin-bottom: 1.5rem;`}>
        <Button onClick={() => void refetch()} disabled={isFetching}>{isFetching ? 'Checking…' : 'Run again'}</Button>
      </div>
      {isError ? <p css={warning} role="alert">The check itself failed: {error instanceof Error ? error.message : String(error)}</p> : null}
      {!data ? <Skeleton height={320} /> : (
        <>
          <section css={panel} aria-labelledby="diag-conn">
            <h2 id="diag-conn">Connection</h2>
            <dl css={facts}>
              <dt>Status</dt><dd>{data.error ? <span css={bad}>Failing: {data.error}</span> : <span css={ok}>Connected</span>}</dd>
              <dt>Upstream</dt><dd>{data.upstream}</dd>
              <dt>Shop</dt><dd>{data.shop ? `${data.shop.name} (${data.shop.url})` : '—'}</dd>
              <dt>Endpoint</dt><dd>{data.endpoint}</dd>
              <dt>API version</dt><dd>{data.apiVersion}</dd>
              <dt>Round-trip time</dt><dd>{Math.round(data.roundTripMs)} ms (shop query)</dd>
              <dt>Products</dt><dd>{data.productCount ?? '—'} (counted in {Math.round(data.countMs)} ms)</dd>
              <dt>Checked at</dt><dd>{new Date(data.checkedAt).toLocaleString('en-US')}</dd>
            </dl>
          </section>
          <section css={panel} aria-labelledby="diag-sample">
            <h2 id="diag-sample">First products</h2>
            {data.sample.length === 0 ? <p>No products came back.</p> : (
              <ul>{data.sample.map((p) => <li key={p.handle}><Link to={paths.product(p.handle)}>{p.title}</Link> · {formatMoney(p.price)}</li>)}</ul>
            )}
          </section>
        </>
      )}
    </Container>
  );
}
