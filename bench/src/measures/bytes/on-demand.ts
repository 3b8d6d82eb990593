/**
 * The lazy imports that first-load code makes on purpose, for code a page needs only later: each is
 * loaded when something asks for it, not as part of the first render, so its bytes are not initial JS.
 * A new lazy import in first-load code fails the byte-budget test until it is either preloaded (a page
 * chunk the HTML names) or declared here with the moment it loads. Keys: `<importing module> → <request>`,
 * the module as the build stats name it.
 */
export const ON_DEMAND: Readonly<Record<string, string>> = {
  'shell/src/layout/toaster/toaster-host.tsx → ./toaster': 'with the first toast',
  'shell/src/app/page-dispatcher.tsx → ../layout/not-found/not-found-page': 'on an unknown path (the 404 page)',
  'shell/src/layout/footer/footer.tsx → ./footer-content': "only where the browser renders the footer itself (a page the gateway left to the browser); a server-rendered page keeps the footer's HTML",
  'shell/src/app/notice-toast.tsx → ./notices': 'when the address carries a notice from a server redirect (?notice=…)',
  'shell/src/layout/header/mobile-menu.tsx → ./mobile-menu-panel': "with the first tap on the phone menu's toggle",
  'shell/src/layout/header/category-dropdown.tsx → ./category-menu-list': 'with the first desktop category menu the shopper opens (hover, tap or keyboard)',
  'shell/src/layout/scroll/scroll-to-top-button.tsx → ./back-to-top': 'with the first scroll past 300 px (the Back to top button)',
  'packages/ui/src/dialog-on-demand.tsx → ./dialog': 'with the first dialog the page opens (side cart, size guide, zoom, filters, an article)',
  'mfe-catalog/src/shared/api/storefront-client.ts → ./page-client':
    'with the first Storefront query the page makes in the browser (a server-rendered page arrives with its data)',
  'mfe-catalog/src/features/home/components/hero-section.tsx → ./hero-content':
    "only where the browser renders home itself (a client navigation to home, a page the gateway left to the browser); a server-rendered home keeps the hero's HTML",
  'mfe-catalog/src/features/home/components/brands-section.tsx → ./brands-content':
    "only where the browser renders home itself, as the hero's content; a server-rendered home keeps the brands' HTML",
  'mfe-catalog/src/features/home/components/home-page.tsx → ./category-grid-section':
    "once the page has settled and the shopper nears the section (home's lower sections)",
  'mfe-catalog/src/features/home/components/home-page.tsx → ./gift-card-section': 'once the page has settled and the shopper nears the section',
  'mfe-catalog/src/features/home/components/home-page.tsx → ./blog-section': 'once the page has settled and the shopper nears the section',
  'mfe-catalog/src/features/home/components/home-page.tsx → ./testimonials-section': 'once the page has settled and the shopper nears the section',
  'mfe-catalog/src/features/home/components/home-page.tsx → ./newsletter-section': 'once the page has settled and the shopper nears the section',
  'mfe-catalog/src/features/home/components/blog-section.tsx → ./article-modal': 'when the shopper opens an article',
  'mfe-catalog/src/shared/product/components/product-card.tsx → ./quick-pick':
    'when the shopper presses Add to Cart on a card whose product has more than one variant',
  'mfe-catalog/src/features/product/components/back-in-stock.tsx → ./back-in-stock-form': 'when the shopper presses "Email me when it is back" on a sold-out product',
  'mfe-bundle-studio/src/shared/api/storefront-client.ts → ./page-client':
    'with the first Storefront query the page makes in the browser (a category modal, a shared link; the page arrives with its cards)',
  'mfe-designer/src/shared/api/storefront-client.ts → ./page-client':
    'with the first Storefront query the page makes in the browser (the garment pictures on a client navigation; a server-rendered page arrives with them)',
  'mfe-designer/src/features/designer/components/upload-control.tsx → ../upload/decode-image': 'when the shopper chooses an image to upload',
  'mfe-designer/src/features/designer/components/designer-page.tsx → ../export/export-png': 'on Download or Add to Cart (the preview as PNG)',
};

export const onDemandKey = (module: string, request: string) => `${module} → ${request}`;
