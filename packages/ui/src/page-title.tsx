/** The shop's name, which ends every page's title. */
export const SHOP_NAME = "TJ's Biker Gear";

/** A page's title as the browser's tab, history, bookmarks and search results show it. */
export function pageTitle(page: string): string {
  return page === SHOP_NAME ? page : `${page} | ${SHOP_NAME}`;
}

/**
 * The page's title, rendered anywhere in the page: React puts it in the document's head, ahead of the
 * shell's own (the browser shows the first), on the server as in the browser, and takes it away when the
 * page goes. `noindex` keeps a shopper's own pages (the cart, checkout, an order) out of search results.
 */
export function PageTitle({ page, noindex = false }: { page: string; noindex?: boolean }) {
  return (
    <>
      <title>{pageTitle(page)}</title>
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
