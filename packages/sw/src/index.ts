// The worker's pure rules, for anything that needs to reason about what the worker does (the worker is src/sw.ts).
export { routeFor, LOCALE_CHUNK_PREFIX } from './requestRoutes.ts';
export type { RequestFacts, RequestRoute, RoutingContext } from './requestRoutes.ts';
export { apiOrigins, httpOrigin } from './apiOrigins.ts';
export { refreshMirrors, mirrorUrl } from './mirrorSync.ts';
export type { StoredMirror, MirrorSyncFailure, MirrorSyncPorts } from './mirrorSync.ts';
export { parseMirrorAnswer } from './mirrorAnswer.ts';
export { isSyncMirrorsMessage } from './messages.ts';
export type { SyncMirrorsMessage, MirrorsUpdatedMessage } from './messages.ts';
