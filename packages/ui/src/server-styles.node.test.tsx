import { css, Global, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MfeRoot } from './mfe-root';
import { Container } from './primitives';
import { createServerStyles } from './server-styles';

const row = css`display: flex; gap: 3px;`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

function Page() {
  return (
    <>
      <Global styles={css`@font-face { font-family: Display; src: url(/display.woff2); } body { margin: 0; }`} />
      {/* A css prop on a component: emotion inserts this class, then Container merges it into its own. */}
      <Container css={row}>row</Container>
      <p css={css`animation: ${fadeIn} 1s;`}>text</p>
    </>
  );
}

function renderPage(name = 'shop') {
  const styles = createServerStyles();
  const html = renderToString(
    <styles.Provider>
      <MfeRoot name={name} liveMark={false}>
        <Page />
      </MfeRoot>
    </styles.Provider>,
  );
  return { html, head: styles.styles() };
}

/** The style elements as `attribute="value"` and their rules, for matching. */
const described = (head: ReturnType<typeof renderPage>['head']) =>
  head.map((el) => ({ mark: Object.entries(el.attributes).map(([k, v]) => `${k}="${v}"`).join(' '), css: el.css }));

describe('createServerStyles', () => {
  it('when a remote renders, then its classes and style marks carry its name without the mfe- prefix', () => {
    const { html, head } = renderPage('mfe-catalog');
    expect(html).toMatch(/class="catalog-[a-z0-9]+"/);
    expect(html).not.toContain('mfe-catalog-');
    expect(described(head).some((el) => el.mark.startsWith('data-tjb-styles="catalog '))).toBe(true);
  });

  it('when a page has a Global, then its rules come in an element of their own, marked for the browser', () => {
    const [first, ...rest] = described(renderPage().head);
    expect(first!.mark).toMatch(/^data-tjb-global="shop [a-z0-9]+"$/);
    expect(first!.css).toMatch(/^@font-face\{font-family:Display;/);
    expect(rest.map((el) => el.css).join('')).not.toMatch(/@font-face/);
  });

  it('when a css prop is merged by the component it is given to, then its own class is in the head too', () => {
    const { html, head } = renderPage();
    const intermediate = `shop-${row.name}`;
    // No element carries it, yet the browser's emotion inserts it while hydrating if the head lacks it.
    expect(html).not.toContain(intermediate);
    const classes = described(head).find((el) => el.mark.startsWith('data-tjb-styles="shop '))!;
    expect(classes.css).toMatch(new RegExp(`\\.${intermediate}\\{[^}]*display:flex;gap:3px;\\}`));
    expect(classes.mark).toContain(row.name);
  });

  it('when a rule uses keyframes, then they travel with the classes, not as a global', () => {
    const styles = described(renderPage().head);
    expect(styles.filter((el) => /data-tjb-global="shop animation-/.test(el.mark))).toEqual([]);
    const classes = styles.find((el) => el.mark.startsWith('data-tjb-styles="shop '))!;
    expect(classes.mark).toMatch(/animation-[a-z0-9]+/);
    expect(classes.css).toMatch(/@keyframes animation-/);
  });
});
