// The HTTP client and the adapters of the API ports the whole site uses (session, profile, content, start-up look-ups,
// attribution, settings): axios, zod and their schemas. One chunk of its own, loaded on the first API call, so the
// app's start neither downloads it nor builds its schemas before the server's page is hydrated (issue 15). The
// games', cashier's, bonuses' and sportsbook's adapters have subpaths of their own.
export { createHttpClient, DEFAULT_TIMEOUT_MS } from './createHttpClient.ts';
export type { AccessTokenRefresher, HttpClientOptions } from './createHttpClient.ts';
export { AxiosAuthApi, REFRESH_TOKEN_PATH } from './AxiosAuthApi.ts';
export { AxiosProfileApi } from './AxiosProfileApi.ts';
export { AxiosAttributionApi } from './AxiosAttributionApi.ts';
export { AxiosGeoApi } from './AxiosGeoApi.ts';
export { AxiosMirrorApi } from './AxiosMirrorApi.ts';
export { AxiosContentApi } from './AxiosContentApi.ts';
export { AxiosSiteSettingsApi } from './AxiosSiteSettingsApi.ts';
export { toDomainError, errorForStatus } from './toDomainError.ts';
