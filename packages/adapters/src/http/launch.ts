// The provider games' HTTP adapter, loaded by the site on its first call (the first page stays small, issue 15).
export { AxiosGameLaunchApi } from './AxiosGameLaunchApi.ts';
