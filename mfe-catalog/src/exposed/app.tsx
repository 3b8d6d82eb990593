import { MfeRoot } from '@tjb/ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatalogProviders } from '../app/catalog-providers';
import { PageFallback } from '../app/page-fallback';

// Each page is its own chunk, so the home route ships only what home needs.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType<object>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = named(() => import('../features/home/components/home-page'), 'HomePage');
const ShopPage = named(() => import('../features/browse/components/shop-page'), 'ShopPage');
const ShopCategoryPage = named(() => import('../features/browse/pages'), 'ShopCategoryPage');
const CategoryRoutePage = named(() => import('../features/browse/pages'), 'CategoryRoutePage');
const SubcategoryPage = named(() => import('../features/browse/components/subcategory-page'), 'SubcategoryPage');
const ProductPage = named(() => import('../features/product/components/product-page'), 'ProductPage');
const ProductsShowcasePage = named(() => import('../features/listings/components/products-showcase-page'), 'ProductsShowcasePage');
const AllProductsPage = named(() => import('../features/listings/components/all-products-page'), 'AllProductsPage');
const CatalogPage = named(() => import('../features/listings/components/catalog-page'), 'CatalogPage');
const ProductAnalysisPage = named(() => import('../features/analysis/components/product-analysis-page'), 'ProductAnalysisPage');
const InventoryAnalysisPage = named(() => import('../features/analysis/components/inventory-analysis-page'), 'InventoryAnalysisPage');
const TestShopifyPage = named(() => import('../features/analysis/components/test-shopify-page'), 'TestShopifyPage');

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

export default function App() {
  return (
    <MfeRoot name="mfe-catalog" build={__BUILD_LABEL__}>
      <CatalogProviders>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {PAGES.map((p) => (
              <Route key={p.path} path={p.path} element={p.element} />
            ))}
          </Routes>
        </Suspense>
      </CatalogProviders>
    </MfeRoot>
  );
}
