import type { FetchJson } from '@casino/core';

/** The browser's way to read builds/latest.json: never from a cache, whatever the headers say. */
export const fetchJsonNoStore: FetchJson = async (url) => {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
};
