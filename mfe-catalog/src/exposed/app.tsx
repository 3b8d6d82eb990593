import { RemotePages, type RemotePage } from '@tjb/ui';
import type { QueryClient } from '@tanstack/react-query';
import { lazyPage, type RoutePage } from '@tjb/ui/page-data';
import { CatalogProviders } from '../app/catalog-providers';

// Each page is its own chunk, so the home route ships only what home needs. The chunk is named after
// its route (`page:<path>`): the gateway preloads the route's page chunk from that name
// (preload-manifest.json, written by @tjb/mf-config's build). Each page module declares the queries its
// first render shows (`pageQueries`), which the server session prefetches (src/server.tsx).
const HomePage = lazyPage(() => import(/* webpackChunkName: "page:/" */ '../features/home/components/home-page'), 'HomePage');
const ShopPage = lazyPage(() => import(/* webpackChunkName: "page:/shop" */ '../features/browse/components/shop-page'), 'ShopPage');
const ShopCategoryPage = lazyPage(() => import(/* webpackChunkName: "page:/shop/:category" */ '../features/browse/pages'), 'ShopCategoryPage');
const CategoryRoutePage = lazyPage(() => import(/* webpackChunkName: "page:/category/:slug" */ '../features/browse/pages'), 'CategoryRoutePage');
const SubcategoryPage = lazyPage(() => import(/* webpackChunkName: "page:/shop/:category/*" */ '../features/browse/components/subcategory-page'), 'SubcategoryPage');
const ProductPage = lazyPage(() => import(/* webpackChunkName: "page:/product/:handle" */ '../features/product/components/product-page'), 'ProductPage');
const ProductsShowcasePage = lazyPage(() => import(/* webpackChunkName: "page:/products" */ '../features/listings/components/products-showcase-page'), 'ProductsShowcasePage');
const AllProductsPage = lazyPage(() => import(/* webpackChunkName: "page:/all-products" */ '../features/listings/components/all-products-page'), 'AllProductsPage');
const CatalogPage = lazyPage(() => import(/* webpackChunkName: "page:/catalog" */ '../features/listings/components/catalog-page'), 'CatalogPage');
const ProductAnalysisPage = lazyPage(() => import(/* webpackChunkName: "page:/product-analysis" */ '../features/analysis/components/product-analysis-page'), 'ProductAnalysisPage');
const InventoryAnalysisPage = lazyPage(() => import(/* webpackChunkName: "page:/inventory-analysis" */ '../features/analysis/components/inventory-analysis-page'), 'InventoryAnalysisPage');
const TestShopifyPage = lazyPage(() => import(/* webpackChunkName: "page:/test-shopify" */ '../features/analysis/components/test-shopify-page'), 'TestShopifyPage');

/** This remote's pages; the paths are the ones the shell's route table gives to 'catalog'. */
export const PAGES: ReadonlyArray<RemotePage & { page: RoutePage }> = [
  { path: '/', element: <HomePage />, page: HomePage },
  { path: '/shop', element: <ShopPage />, page: ShopPage },
  { path: '/shop/:category', element: <ShopCategoryPage />, page: ShopCategoryPage },
  { path: '/shop/:category/*', element: <SubcategoryPage />, page: SubcategoryPage },
  { path: '/product/:handle', element: <ProductPage />, page: ProductPage },
  { path: '/products', element: <ProductsShowcasePage />, page: ProductsShowcasePage },
  { path: '/all-products', element: <AllProductsPage />, page: AllProductsPage },
  { path: '/catalog', element: <CatalogPage />, page: CatalogPage },
  { path: '/category/:slug', element: <CategoryRoutePage />, page: CategoryRoutePage },
  { path: '/product-analysis', element: <ProductAnalysisPage />, page: ProductAnalysisPage },
  { path: '/inventory-analysis', element: <InventoryAnalysisPage />, page: InventoryAnalysisPage },
  { path: '/test-shopify', element: <TestShopifyPage />, page: TestShopifyPage },
];

/** `queryClient` is the server render's, one per request (src/server.tsx); the browser uses the remote's own. */
export default function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <RemotePages
      name="mfe-catalog"
      build={__BUILD_LABEL__}
      pages={PAGES}
      lazy
      frame={(routes) => <CatalogProviders client={queryClient}>{routes}</CatalogProviders>}
    />
  );
}
