// The @tanstack/react-query surface the apps use, shared as '@tanstack/react-query'.
//
// Like router.mjs: a shared module is shipped whole, and the whole library carries infinite
// queries, suspense hooks, useQueries, prefetch hooks and more that no app uses. This module
// re-exports just what they import, so the shared chunk can be tree-shaken. Still one singleton:
// every app's build provides this same module, so there is one QueryClientProvider context.
//
// Adding an import of another react-query export anywhere in the apps? Add it here too:
// shell/src/platform/router-surface.test.ts fails until you do.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'carmarket-react-query-impl';
