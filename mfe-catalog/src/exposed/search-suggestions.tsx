import { css } from '@emotion/react';
import { paths } from '@tjb/mf-config';
import { MfeRoot, v } from '@tjb/ui';
import { Link } from 'react-router-dom';

/**
 * Suggestions under the header search box. Until predictive search lands (catalog issue) it offers
 * the full search for the typed term.
 */
export default function SearchSuggestions({ term, close }: { term: string; close: () => void }) {
  const trimmed = term.trim();
  if (trimmed.length < 2) return null;
  return (
    <MfeRoot name="mfe-catalog">
      <ul role="listbox" aria-label="Search suggestions" css={css`list-style: none; margin: 0; padding: 0.25rem 0; background: ${v('surfaceRaised')}; border: 1px solid ${v('line')};`}>
        <li role="option" aria-selected="false">
          <Link to={paths.shop({ search: trimmed })} onClick={close} css={css`display: block; padding: 0.5rem 0.75rem; color: ${v('bone')}; text-decoration: none;`}>
            Search for “{trimmed}”
          </Link>
        </li>
      </ul>
    </MfeRoot>
  );
}
