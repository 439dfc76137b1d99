// The cashier's HTTP adapters, loaded by the site on their first call (the first page stays small, issue 15).
export { AxiosBillingApi } from './AxiosBillingApi.ts';
export { AxiosMoneyApi } from './AxiosMoneyApi.ts';
