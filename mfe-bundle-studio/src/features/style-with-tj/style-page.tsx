import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { buttonStyle, Container, PageHeading, PageTitle, sizedPicture, Skeleton, v, VisuallyHidden } from '@tjb/ui';
import { Link } from 'react-router-dom';
import { priceToCents } from '@tjb/cart-bus';
import { bundleCategory } from '../../shared/bundle-categories';
import { money } from '../../shared/ui/money';
import { alertBox, card, muted, thumb } from '../../shared/ui/styles';
import { encodeShareLink, SHARE_PARAM } from '../studio/state/share-link';
import type { PageQueries } from '@tjb/ui/page-data';
import { SAMPLE_BUNDLES, sampleBundlesQuery, useSampleBundles, type SampleBundle } from './sample-bundles';
import { StylingRequestForm } from './styling-request-form';

const PRINCIPLES = [
  { title: 'Protection first', text: 'Every look starts with a DOT lid, armour where you slide and boots that cover the ankle. Style is what you build on top.' },
  { title: 'One accent colour', text: 'Black and brown go with anything. Pick one colour to stand out (a red lid, an orange stripe) and keep the rest neutral.' },
  { title: 'Layer for the road', text: 'A flannel under a vest or a jacket you can open: mornings are cold and afternoons are not.' },
  { title: 'Match the ride', text: 'Cruisers suit leather; long tours suit textile and luggage that keeps the rain out.' },
];

function SampleCard({ sample }: { sample: SampleBundle }) {
  const total = sample.items.reduce((n, i) => n + (priceToCents(i.product.price) ?? 0), 0);
  const link = `${paths.bundleStudio()}?${SHARE_PARAM}=${encodeShareLink(sample.items.map((i) => ({ ...i, quantity: 1 })))}`;
  return (
    <article css={[card, css`display: grid; gap: 0.75rem; padding: 1rem; align-content: start;`]} aria-labelledby={`sample-${sample.id}`}>
      <h3 id={`sample-${sample.id}`} css={css`margin: 0;`}>
        {sample.name}
      </h3>
      <p css={[muted, css`margin: 0;`]}>{sample.pitch}</p>
      <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem;`}>
        {sample.items.map(({ categoryId, product }) => (
          <li key={product.id} css={css`display: flex; gap: 0.75rem; align-items: center;`}>
            {product.image ? <img css={thumb} {...sizedPicture(product.image, 64)} alt="" width={64} height={64} loading="lazy" /> : <span css={thumb} />}
            <span css={css`min-width: 0;`}>
              <span css={css`display: block; font-weight: 600;`}>{product.title}</span>
              <span css={muted}>
                {bundleCategory(categoryId).name} · {money(priceToCents(product.price) ?? 0)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p css={css`margin: 0; font-weight: 700;`}>Total: {money(total)}</p>
      {sample.items.length > 0 ? (
        <Link to={link} css={buttonStyle('primary')}>
          Load <VisuallyHidden>{sample.name} </VisuallyHidden>into Bundle Studio
        </Link>
      ) : (
        <p css={muted}>These products are sold out right now.</p>
      )}
    </article>
  );
}

/**
 * A grid of as many columns as the width holds, at most one per item, each at least `min` wide (1rem gaps).
 * auto-fill, not auto-fit: the columns do not follow how many items the browser has parsed so far, so an item
 * drawn before the next has arrived keeps its place and width (with auto-fit the first items took the row).
 */
const columnsUpTo = (items: number, min: string) => css`
  display: grid; gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, max(${min}, (100% - ${items - 1}rem) / ${items})), 1fr));
`;
const looksGrid = columnsUpTo(SAMPLE_BUNDLES.length, '18rem');
const principlesGrid = columnsUpTo(PRINCIPLES.length, '14rem');

/** /style-with-tj: how TJ styles riders, three sample bundles from the live catalogue, and a request form. */
export function StylePage() {
  const samples = useSampleBundles();
  return (
    <Container>
      <PageTitle page="Style with TJ" />
      <PageHeading title="Style with TJ" tagline="Outfit ideas for the road from TJ himself: the rules he styles riders by, three looks to start from, and a personal styling request." />
      <section aria-labelledby="how-heading" css={css`margin-bottom: 2.5rem;`}>
        <h2 id="how-heading">How TJ styles riders</h2>
        <ul css={[principlesGrid, css`list-style: none; margin: 0; padding: 0;`]}>
          {PRINCIPLES.map((p) => (
            <li key={p.title} css={[card, css`padding: 1rem;`]}>
              <h3 css={css`margin: 0 0 0.35rem; color: ${v('accent')}; font-size: 1.05rem;`}>{p.title}</h3>
              <p css={[muted, css`margin: 0;`]}>{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="samples-heading" css={css`margin-bottom: 2.5rem;`}>
        <h2 id="samples-heading">Three looks to start from</h2>
        <p css={muted}>Built from gear in stock today. One click puts a look in Bundle Studio, where you can swap pieces before adding it to your cart.</p>
        {samples.isError ? (
          <p role="alert" css={alertBox}>
            Error loading products from Shopify. Please check your Shopify connection.
          </p>
        ) : (
          <div css={looksGrid}>
            {samples.data
              ? samples.data.map((s) => <SampleCard key={s.id} sample={s} />)
              : SAMPLE_BUNDLES.map((s) => <Skeleton key={s.id} height={360} />)}
          </div>
        )}
      </section>
      <section aria-labelledby="request-heading" css={[card, css`padding: 1.25rem; margin-bottom: 3rem;`]}>
        <h2 id="request-heading" css={css`margin-top: 0;`}>
          Request a styling session
        </h2>
        <p css={muted}>Tell TJ where you ride and what you like. He answers every request by email within 24 hours.</p>
        <StylingRequestForm />
      </section>
    </Container>
  );
}

/** The first render shows the sample bundles, filled with products in stock. */
export const pageQueries: PageQueries = () => [sampleBundlesQuery()];
