// What the shop shares as `react-router-dom`: the router's public API minus what no app uses.
//
// A shared module ships whole, since the build that provides it cannot know what other builds will ask
// of it, so sharing the package itself sends its data-router core (createBrowserRouter, loaders,
// fetchers, ~12 KB gzip) to every page although every app routes with <BrowserRouter>/<Routes>.
// Sharing this list instead lets webpack tree-shake the package behind it. The module imports the
// package by its file (`dist/index.js`), a request the `react-router-dom` share key does not match, so
// it does not consume itself. `react-router-dom.node.test.ts` fails when an app imports a name missing here.
export {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
