import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PendingPage } from '../features/pending/pending-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'catalog'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/', element: <PendingPage title={"TJ's Biker Gear"} tagline={"Helmets, leather, boots and luggage for riders who ride."} /> },
  { path: '/shop', element: <PendingPage title="Shop" tagline="Every category of riding gear." /> },
  { path: '/shop/:category', element: <PendingPage title="Shop by Category" tagline="Gear for this category." /> },
  { path: '/shop/:category/*', element: <PendingPage title="Shop by Category" tagline="Gear for this subcategory." /> },
  { path: '/product/:handle', element: <PendingPage title="Product" tagline="Product details." /> },
  { path: '/products', element: <PendingPage title="Shop All" tagline="Every category of the shop." /> },
  { path: '/all-products', element: <PendingPage title="All Products" tagline="Every product in the catalogue." /> },
  { path: '/catalog', element: <PendingPage title="Complete Catalog" tagline="The complete catalogue." /> },
  { path: '/category/:slug', element: <PendingPage title="Category" tagline="Gear for this category." /> },
  { path: '/product-analysis', element: <PendingPage title="Product Analysis" tagline="Products per product type." /> },
  { path: '/inventory-analysis', element: <PendingPage title="Inventory Analysis" tagline="Vendors and stock." /> },
  { path: '/test-shopify', element: <PendingPage title="Storefront Diagnostics" tagline="Which upstream answers the catalogue." /> },
];

export default function App() {
  return (
    <MfeRoot name="mfe-catalog" build={__BUILD_LABEL__}>
      <Routes>
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </Routes>
    </MfeRoot>
  );
}
