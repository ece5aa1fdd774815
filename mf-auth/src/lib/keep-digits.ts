// The sign-in fields' conversion, defined beside the shared rules it makes agree with the API's.
export { keepDigits } from '@carmarket/shared/api-contracts';
