import { css } from '@emotion/react';
import { Container, PageHeading, PageTitle, v } from '@tjb/ui';
import { useSearchParams } from 'react-router-dom';
import { filterFaq, filterFromParams } from './faq-filter';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQ_ITEMS, type FaqCategory } from './faq-items';
import { FaqEntry } from './faq-entry';
import { faqJsonLd } from './faq-json-ld';

const controls = css`display: grid; gap: 1rem; margin-bottom: 1.5rem;`;
const search = css`
  width: 100%; max-width: 32rem; min-height: 44px; padding: 0.6rem 0.9rem; border-radius: ${v('radius')};
  border: 1px solid ${v('line')}; background: ${v('surface')}; color: ${v('bone')}; font: inherit;
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;
const chips = css`display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none;`;
const chip = css`
  min-height: 44px; padding: 0.5rem 1rem; border-radius: 999px; border: 1px solid ${v('line')};
  background: transparent; color: ${v('bone')}; font: inherit; cursor: pointer;
  &[aria-pressed='true'] { background: ${v('accent')}; border-color: ${v('accent')}; color: ${v('ink')}; font-weight: 700; }
  &:hover:not([aria-pressed='true']) { border-color: ${v('accent')}; }
`;
const list = css`list-style: none; margin: 0 0 3rem; padding: 0;`;

/** /faqs: the questions, searchable and filterable, with search and category in the URL so a result can be shared. */
export function FaqPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const shown = filterFaq(FAQ_ITEMS, filter);

  const update = (change: { q?: string; category?: FaqCategory | null }) => {
    const next = new URLSearchParams(params);
    if (change.q) next.set('q', change.q);
    else if (change.q === '') next.delete('q');
    if (change.category) next.set('category', change.category);
    else if (change.category === null) next.delete('category');
    // Typing replaces the entry, so Back leaves the page instead of undoing keystrokes.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Container>
      <PageTitle page="FAQs" />
      <PageHeading title="Frequently Asked Questions" tagline="Answers about orders, payment, returns, products and your account." />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(FAQ_ITEMS) }} />
      <div css={controls} role="search">
        <label htmlFor="faq-search" css={css`font-weight: 600;`}>
          Search questions
        </label>
        <input id="faq-search" type="search" css={search} value={filter.query} onChange={(e) => update({ q: e.target.value })} autoComplete="off" />
        <ul css={chips} aria-label="Category">
          <li>
            <button type="button" css={chip} aria-pressed={filter.category === null} onClick={() => update({ category: null })}>
              All
            </button>
          </li>
          {FAQ_CATEGORIES.map((c) => (
            <li key={c}>
              <button type="button" css={chip} aria-pressed={filter.category === c} onClick={() => update({ category: c })}>
                {FAQ_CATEGORY_LABELS[c]}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" css={css`color: ${v('muted')}; margin: 0 0 0.5rem;`}>
        {shown.length === 1 ? '1 question' : `${shown.length} questions`}
      </p>
      {shown.length === 0 ? (
        <div css={css`padding: 2rem 0 3rem;`}>
          <h2 css={css`margin: 0 0 0.5rem;`}>No results found</h2>
          <p css={css`color: ${v('muted')}; margin: 0;`}>Try adjusting your search terms or selecting a different category.</p>
        </div>
      ) : (
        <ul css={list}>
          {shown.map((faq) => (
            <FaqEntry key={faq.id} faq={faq} query={filter.query} />
          ))}
        </ul>
      )}
    </Container>
  );
}
