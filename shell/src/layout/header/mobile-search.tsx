import { css } from '@emotion/react';
import { paths } from '@tjb/shop-contracts';
import { Icon, v } from '@tjb/ui';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { iconButton, mobileOnly } from './header.styles';
import { SearchForm, type RenderSuggestions } from './search-form';

const PANEL_ID = 'mobile-search';

const panel = css`
  position: absolute; top: 100%; left: 0; right: 0; z-index: 56; display: flex;
  padding: 0.75rem 1rem; background: ${v('surface')}; border-bottom: 3px solid ${v('accent')};
  box-shadow: 0 18px 30px rgb(0 0 0 / 0.6);
  > form { max-width: none; }
`;

/**
 * The phone header's search: a button that opens the search field, with the catalogue's suggestions,
 * under the header. Before the scripts run the button is a plain link to the shop (which has its own
 * search), so a tap is never lost; once hydrated it opens the field in place and focuses it.
 */
export function MobileSearch({ renderSuggestions }: { renderSuggestions?: RenderSuggestions }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);

  const onToggle = (e: MouseEvent) => {
    e.preventDefault();
    setOpen((was) => !was);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    document.getElementById(`${PANEL_ID}-toggle`)?.focus();
  };

  return (
    <>
      <a
        id={`${PANEL_ID}-toggle`}
        href={paths.shop()}
        role="button"
        css={[iconButton, mobileOnly]}
        aria-label="Search the shop"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={onToggle}
      >
        <Icon name={open ? 'x' : 'search'} size={22} />
      </a>
      {open && (
        <div id={PANEL_ID} css={[panel, mobileOnly]} onKeyDown={onKeyDown}>
          <SearchForm renderSuggestions={renderSuggestions} autoFocus onSearched={() => setOpen(false)} />
        </div>
      )}
    </>
  );
}
