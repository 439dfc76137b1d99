import { describe, expect, it } from 'vitest';
import { siteSettingsAnswerFactory } from '../../test/factories/index.ts';
import { FakeLogger } from '../../test/fakes/index.ts';
import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { SiteSettingsAnswer } from '../domain/siteSettings.ts';
import { LoadSiteSettings } from './LoadSiteSettings.ts';

const urlPolicy = { allowedHosts: ['casino.example', '.casino.example'] };
const LINKS = siteSettingsAnswerFactory.build();

/** Answers each call with the next scripted outcome; a thrown Error stands for a rejected call. */
function settingsWorld(...answers: (Result<SiteSettingsAnswer, DomainError> | Error)[]) {
  const logger = new FakeLogger();
  let calls = 0;
  const siteSettingsApi = {
    getSiteSettings: () => {
      const next = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return next instanceof Error
        ? Promise.reject(next)
        : Promise.resolve(next as Result<SiteSettingsAnswer, DomainError>);
    },
  };
  const loadSiteSettings = new LoadSiteSettings({ siteSettingsApi, urlPolicy, logger });
  return { loadSiteSettings, logger, calls: () => calls };
}

describe('LoadSiteSettings', () => {
  it('fills revshareUrl and tgChannelUrl from the server answer', async () => {
    const { loadSiteSettings } = settingsWorld(ok(LINKS));
    expect(await loadSiteSettings.load()).toEqual({
      revshareUrl: 'https://partners.casino.example/',
      tgChannelUrl: 'https://t.me/casino_news',
    });
  });

  it('keeps only safe http(s) links and logs what it dropped', async () => {
    const { loadSiteSettings, logger } = settingsWorld(
      ok(
        siteSettingsAnswerFactory.build({
          revshareUrl: 'javascript:alert(1)',
          tgChannelUrl: 'https://evil.example/channel',
        }),
      ),
    );
    expect(await loadSiteSettings.load()).toEqual({ revshareUrl: '', tgChannelUrl: '' });
    expect(logger.warnings).toHaveLength(2);
  });

  it('leaves both empty when the server names none', async () => {
    const { loadSiteSettings, logger } = settingsWorld(
      ok(siteSettingsAnswerFactory.build({ revshareUrl: null, tgChannelUrl: null })),
    );
    expect(await loadSiteSettings.load()).toEqual({ revshareUrl: '', tgChannelUrl: '' });
    expect(logger.warnings).toEqual([]);
  });

  it('falls back to empty and logs when the call fails', async () => {
    const { loadSiteSettings, logger } = settingsWorld(err({ kind: 'malformedResponse', detail: 'bad' }));
    expect(await loadSiteSettings.load()).toEqual({ revshareUrl: '', tgChannelUrl: '' });
    expect(logger.warnings).toEqual(['site settings unavailable']);
  });

  it('falls back to empty and logs when the call rejects', async () => {
    const { loadSiteSettings, logger } = settingsWorld(new Error('socket closed'));
    expect(await loadSiteSettings.load()).toEqual({ revshareUrl: '', tgChannelUrl: '' });
    expect(logger.warnings).toEqual(['site settings unavailable']);
  });

  it('asks once for concurrent callers and keeps the answer for the visit', async () => {
    const { loadSiteSettings, calls } = settingsWorld(ok(LINKS));
    await Promise.all([loadSiteSettings.load(), loadSiteSettings.load()]);
    await loadSiteSettings.load();
    expect(calls()).toBe(1);
  });

  it('asks again after a failure', async () => {
    const { loadSiteSettings, calls } = settingsWorld(
      err({ kind: 'network', message: 'offline' }),
      ok(LINKS),
    );
    expect((await loadSiteSettings.load()).tgChannelUrl).toBe('');
    expect((await loadSiteSettings.load()).tgChannelUrl).toBe('https://t.me/casino_news');
    expect(calls()).toBe(2);
  });
});
