/** The id of the JSON block in which the server hands its facts to the browser (`entry-server.tsx` writes it). */
export const SERVER_STATE_ID = 'server-state';

/** What the server rendered the page with, as the browser reads it back. */
export interface ServerState {
  readonly rendered: true;
}

/** The server's facts in this page, or null for a page the server did not render (the offline shell). */
export function readServerState(document: Document): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}
