// The bonuses' HTTP adapters, loaded by the site on their first call (the first page stays small, issue 15).
export { AxiosBonusApi } from './AxiosBonusApi.ts';
export { AxiosFreeSpinsApi } from './AxiosFreeSpinsApi.ts';
