import { css } from '@emotion/react';
import { pictureLoading, sizedPicture, v, VisuallyHidden } from '@tjb/ui';
import type { CategoryCardData } from '../../../shared/api/category-cards';
import type { BundleCategory } from '../../../shared/bundle-categories';
import { card, muted } from '../../../shared/ui/styles';

const button = css`
  display: grid; grid-template-rows: auto 1fr; width: 100%; padding: 0; text-align: left; color: inherit; font: inherit; cursor: pointer;
  overflow: hidden; transition: border-color 120ms;
  &:hover, &:focus-visible { border-color: ${v('accent')}; }
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
`;
const picture = css`display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: ${v('surfaceRaised')};`;

// The cards of a wide screen's first row; on a phone the first card is the page's largest paint.
const CARDS_IN_FIRST_SCREEN = 4;

/**
 * One of the seven category cards: a real product image and the category's product count from the
 * catalogue. `position` is the card's place in the grid, which says when its picture loads.
 */
export function CategoryCard({ category, data, position, onOpen }: { category: BundleCategory; data: CategoryCardData | undefined; position: number; onOpen: () => void }) {
  return (
    <button type="button" css={[card, button]} onClick={onOpen}>
      {data ? <img css={picture} {...sizedPicture(data.image.src, 400, '(max-width: 767px) 100vw, 400px')} alt="" width={400} height={300} {...pictureLoading(position, CARDS_IN_FIRST_SCREEN)} /> : <span css={picture} />}
      <span css={css`display: grid; gap: 0.25rem; padding: 0.9rem 1rem 1rem;`}>
        <span css={css`font-family: ${v('fontDisplay')}; font-size: 1.35rem; text-transform: uppercase; letter-spacing: 0.04em;`}>
          <VisuallyHidden>Browse </VisuallyHidden>
          {category.name}
        </span>
        <span css={muted}>{category.description}</span>
        <span css={css`color: ${v('accent')}; font-weight: 600;`}>{data ? `${data.count} ${data.count === 1 ? 'product' : 'products'}` : '\u00a0'}</span>
      </span>
    </button>
  );
}
