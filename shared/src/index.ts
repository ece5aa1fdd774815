// Public surface of @carmarket/shared, the federated singleton every app shares.
export * from './domain';
export { appStore, atom, createAppStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from './store/app-store';
export type { AppStore, Atom, PrimitiveAtom, WritableAtom } from './store/app-store';
export {
  sessionAtom,
  sessionUserAtom,
  sessionTokenAtom,
  isSignedInAtom,
  loginAtom,
  logoutAtom,
  updateSessionUserAtom,
  syncSessionFromStorageAtom,
} from './session/session-atoms';
export { browserStorage, readStorageItem, writeStorageItem } from './platform/browser-storage';
export { readStoredSession, TOKEN_KEY, USER_KEY, USER_ID_KEY, type StoredSession } from './session/session-storage';
export type { SessionUser } from './session/session-types';
export {
  selectedCityAtom,
  currentLocationAtom,
  selectCityAtom,
  availableLocationsAtom,
  cityOfLocation,
  FALLBACK_CITY,
  SELECTED_CITY_KEY,
  LOCATION_MODAL_CLOSED_KEY,
  LOCATION_MODAL_SESSION_KEY,
} from './location/location-atoms';
export {
  apiClient,
  callEndpoint,
  ApiError,
  apiErrorMessage,
  apiUrl,
  authorizationHeader,
  configureApi,
  getApiBaseUrl,
  isNetworkFailure,
  serverMessageOf,
  toApiError,
  DEFAULT_API_BASE_URL,
} from './api/api-client';
export { requestSignIn, signInRequestAtom, finishSignInRequestAtom, type SignInRequest } from './auth-prompt/sign-in-request';
export { theme, type AppTheme } from './ui/theme';
export { GlobalStyle } from './ui/global-style';
export { Button, VisuallyHidden, ErrorText, type ButtonVariant } from './ui/button';
export { Modal, Sheet, type ModalProps, type SheetProps } from './ui/modal';
export { lockBodyScroll, useBodyScrollLock } from './ui/body-scroll-lock';
export { useFocusTrap } from './ui/use-focus-trap';
export { AppProviders, type AppProvidersProps } from './platform/app-providers';
export {
  createQueryClient,
  getSavedCars,
  QUERY_STALE_TIME_MS,
  removeSavedCar,
  restoreQueries,
  saveCar,
  savedCarsQuery,
  savedCarsQueryKey,
  snapshotQueries,
  type QuerySnapshot,
  type QuerySnapshotEntry,
} from './data';
export { useDocumentTitle, SITE_NAME } from './platform/use-document-title';
export { useMediaQuery } from './platform/use-media-query';
export { shareLink, type ShareOutcome } from './platform/share-link';
export type {
  RemoteContracts,
  RemoteName,
  ExposedModuleName,
  ExposedComponent,
  ExposedModule,
  ServerDataContext,
  ServerDataLoader,
  CarCarouselProps,
  CarCarouselVariant,
  AuthModalsProps,
} from './contracts/remote-contracts';
export { StandaloneFrame } from './platform/standalone-frame';
export { ACCOUNT_LINKS, isAccountLinkCurrent, type AccountLink } from './contracts/account-links';
export { SELL_CONFIRMATION_KEY, type SellConfirmation } from './contracts/sell-confirmation';
export { SELL_EDIT_PARAM, sellEditHref } from './contracts/sell-edit-link';
