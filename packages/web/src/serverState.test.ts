import { describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID } from './serverState.ts';

function pageWith(text: string | null): Document {
  const document = window.document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_STATE_ID;
    block.textContent = text;
    document.body.append(block);
  }
  return document;
}

describe('readServerState', () => {
  it('reads the start-up answers the server rendered the page with', () => {
    const lookups = {
      mirror: { ok: true, value: { redirect: false } },
      geo: { ok: false, error: { kind: 'regionBlocked' } },
    };
    expect(readServerState(pageWith(JSON.stringify({ rendered: true, lookups })))).toEqual({
      rendered: true,
      lookups,
    });
  });

  it('reads the domain’s report the server made, whose answer has no value', () => {
    const text = JSON.stringify({ rendered: true, lookups: { reportMirror: { ok: true } } });
    expect(readServerState(pageWith(text))?.lookups).toEqual({
      reportMirror: { ok: true, value: undefined },
    });
  });

  it('leaves out an answer that is not a result, so the browser asks for it itself', () => {
    const lookups = { mirror: { ok: 'yes' }, mirrorRedirect: { ok: false, error: 'x' }, geo: [1], other: {} };
    expect(readServerState(pageWith(JSON.stringify({ rendered: true, lookups })))).toEqual({
      rendered: true,
      lookups: {},
    });
  });

  it('reads the places whose data the server had in full, leaving out anything but a name', () => {
    const pageData = { 'content.top([])': { ok: true, value: [1] }, 'content.faq([])': { ok: 1 } };
    const text = JSON.stringify({ rendered: true, pageData, preloaded: ['_R_1_:Home', 7, null, '_R_2_'] });
    expect(readServerState(pageWith(text))).toEqual({
      rendered: true,
      pageData: { 'content.top([])': { ok: true, value: [1] } },
      preloaded: ['_R_1_:Home', '_R_2_'],
    });
    expect(readServerState(pageWith(JSON.stringify({ rendered: true, preloaded: 'all' })))).toEqual({
      rendered: true,
    });
  });

  it('is null for a page the server did not render, or a block that is not its own', () => {
    for (const text of [null, '', '{', '[]', '{"rendered":"yes"}']) {
      expect(readServerState(pageWith(text))).toBeNull();
    }
  });

  it('parses the block once for the entry, main.tsx and the shell, and again if it changes', () => {
    const page = pageWith(JSON.stringify({ rendered: true }));
    const first = readServerState(page);
    expect(readServerState(page)).toBe(first);
    page.getElementById(SERVER_STATE_ID)!.textContent = '{"rendered":true,"lookups":{}}';
    expect(readServerState(page)).toEqual({ rendered: true, lookups: {} });
  });
});
