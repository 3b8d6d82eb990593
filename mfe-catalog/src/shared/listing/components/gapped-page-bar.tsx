import { CATALOG_PAGE_BUTTONS, pageItemsWithGaps } from '../pagination';
import { gap, pageButton, pager } from './pager-styles';
import { Icon } from '@tjb/ui';

/** The complete catalog's bar: up to 10 page buttons, first and last always there, ellipses for gaps. */
export function GappedPageBar({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  if (count <= 1) return null;
  return (
    <nav css={pager} aria-label="Pagination">
      <button type="button" css={pageButton} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <Icon name="chevronLeft" size={18} />
      </button>
      <ol>
        {pageItemsWithGaps(page, count, CATALOG_PAGE_BUTTONS).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button type="button" css={pageButton} aria-current={item === page ? 'page' : undefined} aria-label={`Page ${item}`} onClick={() => onPage(item)}>
                {item}
              </button>
            </li>
          ) : (
            <li key={item} css={gap} aria-hidden="true">…</li>
          ),
        )}
      </ol>
      <button type="button" css={pageButton} onClick={() => onPage(page + 1)} disabled={page >= count} aria-label="Next page">
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
