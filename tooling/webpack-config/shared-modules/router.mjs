// The router surface the apps use, shared as both 'react-router' and 'react-router-dom'.
//
// A shared module cannot be tree-shaken: whatever module provides it is shipped whole, and
// react-router 7 whole is ~61 kB gzip (data routers, RSC, cookies and sessions) of which the apps
// use a few components and hooks. This module re-exports just those from react-router, so the
// shared chunk only carries what they need. It is still one singleton: every app's build provides
// this same module under both share keys.
//
// Adding an import of another react-router export anywhere in the apps? Add it here too:
// shell/src/platform/router-surface.test.ts fails until you do.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'carmarket-react-router-impl';
