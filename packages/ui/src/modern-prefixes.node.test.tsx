import { css } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MfeRoot } from './mfe-root';
import { createServerStyles } from './server-styles';

function stylesOf(rule: ReturnType<typeof css>): string {
  const styles = createServerStyles();
  renderToString(
    <styles.Provider>
      <MfeRoot name="shop" liveMark={false}>
        <p css={rule}>text</p>
      </MfeRoot>
    </styles.Provider>,
  );
  // The rules of every style element the server writes, as one text.
  return styles.styles().map((s) => s.css).join('');
}

describe('the shop caches’ prefixes', () => {
  it('when a rule uses flexbox, transforms and transitions, then it is written without the prefixes of old browsers', () => {
    const head = stylesOf(css`display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; transform: rotate(180deg); transition: transform 150ms; position: sticky;`);
    expect(head).toContain('display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;transform:rotate(180deg);transition:transform 150ms;position:sticky;');
    expect(head).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('when a rule uses a property a current Safari reads only prefixed, then the -webkit- copy comes first', () => {
    const head = stylesOf(css`user-select: none; backdrop-filter: blur(4px); background-clip: text; mask-image: linear-gradient(#000, transparent);`);
    expect(head).toContain('-webkit-user-select:none;user-select:none;');
    expect(head).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(head).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(head).toContain('-webkit-mask-image:linear-gradient(#000, transparent);mask-image:linear-gradient(#000, transparent);');
  });

  it('when background-clip is not text, then it is not prefixed', () => {
    expect(stylesOf(css`background-clip: padding-box;`)).not.toContain('-webkit-');
  });

  it('when the author wrote a prefixed declaration, then it is kept as written', () => {
    const head = stylesOf(css`display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical;`);
    expect(head).toContain('display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;');
  });
});
