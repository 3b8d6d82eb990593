import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PageTitle, pageTitle, SHOP_NAME } from './page-title';

describe('PageTitle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names a page after itself and then the shop; the shop alone is its own name', () => {
    expect(pageTitle('Gallery')).toBe("Gallery | TJ's Biker Gear");
    expect(pageTitle(SHOP_NAME)).toBe("TJ's Biker Gear");
  });

  it('when a page renders it in the browser, then it becomes the document’s title ahead of the shell’s, and goes with the page', () => {
    document.head.innerHTML = `<title>${SHOP_NAME} | Motorcycle Gear</title>`;
    const page = render(
      <main>
        <PageTitle page="Shopping Cart" noindex />
        <h1>Shopping Cart</h1>
      </main>,
    );
    expect(document.title).toBe("Shopping Cart | TJ's Biker Gear");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    page.unmount();
    expect(document.title).toBe(`${SHOP_NAME} | Motorcycle Gear`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('when a page renders it on the server, then the title is in the markup, and a public page asks for no noindex', () => {
    const html = renderToString(<PageTitle page="Gallery" />);
    expect(html).toContain("<title>Gallery | TJ&#x27;s Biker Gear</title>");
    expect(html).not.toContain('robots');
  });
});
