import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CATEGORY_PAGE_BUTTONS, pageWindow } from '../pagination';
import { pageButton, pager } from './pager-styles';

const goTo = css`display: inline-flex; align-items: center; gap: 0.4rem; margin-left: 0.5rem; color: ${v('muted')};
  input { width: 4.5rem; min-height: 44px; padding: 0 0.5rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }`;

/**
 * Spec 001 "Category pages": up to 5 page buttons, and a go-to box when there are more than 5 pages
 * (integers 1 to the last page, applied on Enter, blur or Go).
 */
export function PageBar({ page, count, onPage, label = 'Pagination' }: { page: number; count: number; onPage: (page: number) => void; label?: string }) {
  const [draft, setDraft] = useState(String(page));
  const id = useId();
  useEffect(() => setDraft(String(page)), [page]);
  if (count <= 1) return null;

  const apply = () => {
    const n = Number(draft.trim());
    if (Number.isInteger(n) && n >= 1 && n <= count) {
      if (n !== page) onPage(n);
    } else {
      setDraft(String(page));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };

  return (
    <nav css={pager} aria-label={label}>
      <button type="button" css={pageButton} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <Icon name="chevronLeft" size={18} />
      </button>
      <ol>
        {pageWindow(page, count, CATEGORY_PAGE_BUTTONS).map((n) => (
          <li key={n}>
            <button type="button" css={pageButton} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onPage(n)}>
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" css={pageButton} onClick={() => onPage(page + 1)} disabled={page >= count} aria-label="Next page">
        <Icon name="chevronRight" size={18} />
      </button>
      {count > CATEGORY_PAGE_BUTTONS ? (
        <span css={goTo}>
          <label htmlFor={id}>Go to page</label>
          <input id={id} type="number" inputMode="numeric" min={1} max={count} step={1} value={draft}
            onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} onBlur={apply} />
          <span>of {count}</span>
          <button type="button" css={pageButton} onMouseDown={(e) => e.preventDefault()} onClick={apply}>Go</button>
        </span>
      ) : null}
    </nav>
  );
}
