import { describe, expect, it } from 'vitest';
import { parseMirrorAnswer } from './mirrorAnswer.ts';
import { mirrorAnswerFactory } from '../test/factories.ts';

describe('parseMirrorAnswer', () => {
  it('reads a site that has not moved', () => {
    expect(parseMirrorAnswer(mirrorAnswerFactory.build())).toEqual({
      newLink: null,
      oldDomain: null,
      metaYandexVerification: null,
      sso: null,
    });
  });

  it('reads the new link, the old domain, the verification meta and the sso address', () => {
    const answer = mirrorAnswerFactory.build({
      redirect: { newLink: 'https://casino-2.example' },
      oldDomain: 'casino.example',
      meta_yandex_verification: 'abc123',
      sso: 'https://sso.casino.example/start',
    });
    expect(parseMirrorAnswer(answer)).toEqual({
      newLink: 'https://casino-2.example',
      oldDomain: 'casino.example',
      metaYandexVerification: 'abc123',
      sso: 'https://sso.casino.example/start',
    });
  });

  it('refuses a new link or sso address that is not an http(s) URL', () => {
    expect(
      parseMirrorAnswer(mirrorAnswerFactory.build({ redirect: { newLink: 'javascript:alert(1)' } })),
    ).toBeNull();
    expect(parseMirrorAnswer(mirrorAnswerFactory.build({ sso: 'data:text/html,x' }))).toBeNull();
  });

  it('refuses answers of the wrong shape', () => {
    for (const body of [null, 'mirror', [], { redirect: 'x' }, { redirect: { newLink: 5 } }, { sso: {} }]) {
      expect(parseMirrorAnswer(body)).toBeNull();
    }
  });
});
