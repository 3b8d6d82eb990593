import { LiveMark, MfeRoot } from '@tjb/ui';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatalogProviders } from '../app/catalog-providers';
import { PageFallback } from '../app/page-fallback';

// Each page is its own chunk, so the home route ships only what home needs. The chunk is named after
// its route (`page:<path>`): the gateway preloads the route's page chunk from that name
// (preload-manifest.json, written by @tjb/mf-config's build).
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType<object>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = named(() => import(/* webpackChunkName: "page:/" */ '../features/home/components/home-page'), 'HomePage');
const ShopPage = named(() => import(/* webpackChunkName: "page:/shop" */ '../features/browse/components/shop-page'), 'ShopPage');
const ShopCategoryPage = named(() => import(/* webpackChunkName: "page:/shop/:category" */ '../features/browse/pages'), 'ShopCategoryPage');
const CategoryRoutePage = named(() => import(/* webpackChunkName: "page:/category/:slug" */ '../features/browse/pages'), 'CategoryRoutePage');
const SubcategoryPage = named(() => import(/* webpackChunkName: "page:/shop/:category/*" */ '../features/browse/components/subcategory-page'), 'SubcategoryPage');
const ProductPage = named(() => import(/* webpackChunkName: "page:/product/:handle" */ '../features/product/components/product-page'), 'ProductPage');
const ProductsShowcasePage = named(() => import(/* webpackChunkName: "page:/products" */ '../features/listings/components/products-showcase-page'), 'ProductsShowcasePage');
const AllProductsPage = named(() => import(/* webpackChunkName: "page:/all-products" */ '../features/listings/components/all-products-page'), 'AllProductsPage');
const CatalogPage = named(() => import(/* webpackChunkName: "page:/catalog" */ '../features/listings/components/catalog-page'), 'CatalogPage');
const ProductAnalysisPage = named(() => import(/* webpackChunkName: "page:/product-analysis" */ '../features/analysis/components/product-analysis-page'), 'ProductAnalysisPage');
const InventoryAnalysisPage = named(() => import(/* webpackChunkName: "page:/inventory-analysis" */ '../features/analysis/components/inventory-analysis-page'), 'InventoryAnalysisPage');
const TestShopifyPage = named(() => import(/* webpackChunkName: "page:/test-shopify" */ '../features/analysis/components/test-shopify-page'), 'TestShopifyPage');

/** This remote's pages; the paths are the ones the shell's route table gives to 'catalog'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/', element: <HomePage /> },
  { path: '/shop', element: <ShopPage /> },
  { path: '/shop/:category', element: <ShopCategoryPage /> },
  { path: '/shop/:category/*', element: <SubcategoryPage /> },
  { path: '/product/:handle', element: <ProductPage /> },
  { path: '/products', element: <ProductsShowcasePage /> },
  { path: '/all-products', element: <AllProductsPage /> },
  { path: '/catalog', element: <CatalogPage /> },
  { path: '/category/:slug', element: <CategoryRoutePage /> },
  { path: '/product-analysis', element: <ProductAnalysisPage /> },
  { path: '/inventory-analysis', element: <InventoryAnalysisPage /> },
  { path: '/test-shopify', element: <TestShopifyPage /> },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <MfeRoot name="mfe-catalog" build={__BUILD_LABEL__} liveMark={false}>
      <CatalogProviders client={queryClient}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {PAGES.map((p) => (
              <Route key={p.path} path={p.path} element={p.element} />
            ))}
          </Routes>
          {/* In the page's boundary: a server-rendered page is live once its own chunk has hydrated. */}
          <LiveMark />
        </Suspense>
      </CatalogProviders>
    </MfeRoot>
  );
}
