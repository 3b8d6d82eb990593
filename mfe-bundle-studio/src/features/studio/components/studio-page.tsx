import { css } from '@emotion/react';
import { showToast } from '@tjb/cart-bus';
import { Button, Container, Icon, PageHeading, PageTitle, v } from '@tjb/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageQueries } from '@tjb/ui/page-data';
import { categoryCardsQuery, useCategoryCards } from '../../../shared/api/category-cards';
import { BUNDLE_CATEGORIES, type BundleCategoryId, bundleCategory } from '../../../shared/bundle-categories';
import { BUNDLE_TOASTS } from '../../../shared/toasts';
import { money } from '../../../shared/ui/money';
import { alertBox, card, muted } from '../../../shared/ui/styles';
import { VISUALIZATION_PARAM } from '../../visualization/api/get-visualization';
import { PaymentModal } from '../../visualization/components/payment-modal';
import { VisualizationDialog } from '../../visualization/components/visualization-dialog';
import { useSharedBundle } from '../hooks/use-shared-bundle';
import { addBundleToCart } from '../state/add-bundle-to-cart';
import { bundleSummary } from '../state/bundle-reducer';
import { useBundle } from '../state/bundle-store';
import { BundleModal } from './bundle-modal';
import { CategoryCard } from './category-card';
import { CategoryModal } from './category-modal';

const grid = css`display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); margin-bottom: 3rem;`;
const bar = css`
  display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between;
  padding: 0.75rem 1rem; margin-bottom: 1.5rem;
`;

function SharedBundleNotice() {
  const shared = useSharedBundle();
  if (shared.state === 'none') return null;
  if (shared.state === 'failed')
    return (
      <p role="alert" css={[alertBox, css`margin-bottom: 1rem;`]}>
        {shared.message}
      </p>
    );
  return (
    <p role="status" css={[card, css`padding: 0.75rem 1rem; margin: 0 0 1rem;`]}>
      {shared.state === 'loading'
        ? 'Loading the shared bundle…'
        : `Shared bundle loaded: ${shared.items} ${shared.items === 1 ? 'item' : 'items'}.${shared.skipped.length ? ` Skipped: ${shared.skipped.join(', ')}.` : ''}`}
    </p>
  );
}

type Open = { kind: 'none' } | { kind: 'category'; id: BundleCategoryId } | { kind: 'bundle' } | { kind: 'payment' };

/** /bundle-studio: seven category cards, the bundle, its share link, the $5 visualization. */
/** The first render shows the seven category cards (their counts and images). */
export const pageQueries: PageQueries = () => [categoryCardsQuery()];

export function StudioPage() {
  const cards = useCategoryCards();
  const entries = useBundle();
  const summary = bundleSummary(entries);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [params, setParams] = useSearchParams();
  const order = params.get(VISUALIZATION_PARAM);
  const close = () => setOpen({ kind: 'none' });

  const visualize = () => {
    if (entries.length === 0) {
      close();
      showToast(BUNDLE_TOASTS.emptyBundle);
      return;
    }
    setOpen({ kind: 'payment' });
  };

  const paid = (name: string) => {
    close();
    showToast(BUNDLE_TOASTS.paymentSuccessful(name));
    setParams((p) => {
      p.set(VISUALIZATION_PARAM, name);
      return p;
    });
  };

  return (
    <Container>
      <PageTitle page="Bundle Studio" />
      <PageHeading title="Bundle Studio" tagline="Mix gear from every category into one style bundle, then add it all to your cart in one go." />
      <SharedBundleNotice />
      <div css={[card, bar]}>
        <p css={css`margin: 0;`}>
          <strong>Your Style Bundle:</strong>{' '}
          <span data-testid="bundle-summary">
            {summary.items} {summary.items === 1 ? 'item' : 'items'} · {money(summary.totalCents)}
          </span>
        </p>
        <div css={css`display: flex; gap: 0.5rem; flex-wrap: wrap;`}>
          <Button variant="outline" onClick={visualize}>
            Visualize Bundle ($5)
          </Button>
          <Button onClick={() => setOpen({ kind: 'bundle' })}>
            <Icon name="grid" /> View Bundle
          </Button>
        </div>
      </div>
      <h2 css={css`margin: 0 0 1rem;`}>Pick a category</h2>
      {cards.isError ? (
        <p role="alert" css={[alertBox, css`margin-bottom: 1rem;`]}>
          Error loading products from Shopify. <span css={muted}>Please check your Shopify connection.</span>
        </p>
      ) : null}
      <div css={grid}>
        {BUNDLE_CATEGORIES.map((c, position) => (
          <CategoryCard key={c.id} category={c} data={cards.data?.find((d) => d.id === c.id)} position={position} onOpen={() => setOpen({ kind: 'category', id: c.id })} />
        ))}
      </div>
      {open.kind === 'category' ? <CategoryModal category={bundleCategory(open.id)} onClose={close} /> : null}
      {open.kind === 'bundle' ? (
        <BundleModal entries={entries} onClose={close} onVisualize={visualize} onAddAll={() => addBundleToCart(entries) && close()} />
      ) : null}
      {open.kind === 'payment' ? <PaymentModal entries={entries} onClose={close} onPaid={paid} /> : null}
      {order && open.kind === 'none' ? (
        <VisualizationDialog
          order={order}
          onClose={() =>
            setParams((p) => {
              p.delete(VISUALIZATION_PARAM);
              return p;
            })
          }
        />
      ) : null}
      <p css={[muted, css`margin: -1.5rem 0 3rem; font-size: 0.9rem; color: ${v('muted')};`]}>
        Your bundle stays in this browser until you add it to your cart.
      </p>
    </Container>
  );
}
