import type { StartupAnswers } from '@casino/core';
import type { PageAnswers } from './di/pageData.ts';

/** The id of the JSON block in which the server hands its facts to the browser (`entry-server.tsx` writes it). */
export const SERVER_STATE_ID = 'server-state';

/** What the server rendered the page with, as the browser reads it back. */
export interface ServerState {
  readonly rendered: true;
  /** The mirror, mirror redirect and geo answers the server's guards had: the browser does not ask them again. */
  readonly lookups?: StartupAnswers;
  /** The API's answers the page was rendered with, by call (`di/pageData.ts`): the browser does not ask them again. */
  readonly pageData?: PageAnswers;
  /** The places whose data the server had in full (`PageData.preloaded`): hydrated once the browser has applied it. */
  readonly preloaded?: readonly string[];
}

const ANSWER_KEYS = ['mirror', 'mirrorRedirect', 'geo', 'reportMirror'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A result as the core writes it: `{ ok: true, value }` or `{ ok: false, error: { kind } }`. */
function isResult(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (value['ok'] === true) return 'value' in value;
  return value['ok'] === false && isObject(value['error']) && typeof value['error']['kind'] === 'string';
}

/** A result with no value, as JSON writes `{ ok: true, value: undefined }`: the domain's report. */
const isDone = (value: unknown): boolean => isObject(value) && value['ok'] === true;

/** The answers of the block that have a result's shape; anything else is left out (and asked for again). */
function readAnswers(value: unknown): StartupAnswers | undefined {
  if (!isObject(value)) return undefined;
  const answers = Object.fromEntries(
    ANSWER_KEYS.filter((key) => (key === 'reportMirror' ? isDone(value[key]) : isResult(value[key]))).map(
      (key) => [key, key === 'reportMirror' ? { ok: true, value: undefined } : value[key]],
    ),
  );
  return answers as StartupAnswers;
}

/** The recorded answers that have a result's shape; anything else is left out (and asked for again). */
function readPageAnswers(value: unknown): PageAnswers | undefined {
  if (!isObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, answer]) => isResult(answer))) as PageAnswers;
}

/** The places named as strings; anything else is left out (its place hydrates without waiting). */
function readPlaces(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((place): place is string => typeof place === 'string');
}

function parseServerState(text: string): ServerState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed['rendered'] !== true) return null;
  const lookups = readAnswers(parsed['lookups']);
  const pageData = readPageAnswers(parsed['pageData']);
  const preloaded = readPlaces(parsed['preloaded']);
  return {
    rendered: true,
    ...(lookups && { lookups }),
    ...(pageData && { pageData }),
    ...(preloaded && { preloaded }),
  };
}

/** The last block read and what it said: the entry, main.tsx and the shell each ask, and the block is parsed once. */
const lastRead = new WeakMap<Element, { readonly text: string; readonly state: ServerState | null }>();

/** The server's facts in this page, or null for a page the server did not render (the offline shell). */
export function readServerState(document: Document): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  const text = block?.textContent;
  if (!block || !text) return null;
  const known = lastRead.get(block);
  if (known?.text === text) return known.state;
  const state = parseServerState(text);
  lastRead.set(block, { text, state });
  return state;
}
