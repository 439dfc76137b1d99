// The original games' HTTP adapters, loaded by the site on a game's first call (the first page stays small, issue 15).
export { AxiosGamesApi } from './AxiosGamesApi.ts';
export { AxiosRoundsApi } from './AxiosRoundsApi.ts';
