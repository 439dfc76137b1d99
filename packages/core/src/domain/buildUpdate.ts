/**
 * Build updates (§4): builds/latest.json is polled; an id other than the running build's raises an app update.
 * A malformed answer is ignored, so a broken deploy never nags the player.
 */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

export interface BuildUpdateState {
  /** The running build's id; null until known (then the first manifest read names it). */
  readonly currentId: string | null;
  /** The newer build's id once an update is raised. */
  readonly availableId: string | null;
}

export function initialBuildUpdate(currentId: string | null): BuildUpdateState {
  return { currentId: currentId?.trim() || null, availableId: null };
}

/** The manifest URL with a timestamp query, so no cache answers the poll (§7). */
export function buildManifestUrl(now: number, path: string = BUILD_MANIFEST_PATH): string {
  return `${path}?t=${Math.trunc(now)}`;
}

/** The id of a builds/latest.json body, or null when the body is not `{ id: "<non-empty string>" }`. */
export function parseBuildManifest(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'id')) return null;
  const id: unknown = (body as { readonly id: unknown }).id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  return trimmed.length > 0 && trimmed.length <= 200 ? trimmed : null;
}

export function buildUpdateReducer(state: BuildUpdateState, manifestBody: unknown): BuildUpdateState {
  const id = parseBuildManifest(manifestBody);
  if (id === null) return state;
  if (state.currentId === null) return { ...state, currentId: id };
  if (id === state.currentId || id === state.availableId) return state;
  return { ...state, availableId: id };
}

export function isAppUpdateAvailable(state: BuildUpdateState): boolean {
  return state.availableId !== null;
}
