import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sportEventFactory } from '@casino/core/test/factories';
import betting from '../../i18n/locales/en/betting.json';
import { MatchClock } from './LiveScore.tsx';
import { tickingClocks } from './secondTicker.ts';

/** The browser's IntersectionObserver, told by the test whether its clock is in sight. */
class SightStub {
  static all: SightStub[] = [];
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    SightStub.all.push(this);
  }
  observe(): void {}
  disconnect(): void {}
  static show(inSight: boolean): void {
    for (const one of SightStub.all) one.report([{ isIntersecting: inSight }]);
  }
}

/** A live football clock in its 12th minute, rendered and brought into sight. */
async function clockInSight() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { betting } }, ns: ['betting'] });
  const event = sportEventFactory.build({
    sport: 'football',
    status: 'live',
    clock: { minute: 12, period: 1 }, // the 12th minute: 11:ss
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MatchClock event={event} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  await act(async () => SightStub.show(true));
}

const shown = () => screen.getByTestId('match-clock').textContent;

describe('the live match clock (issue 36: a clock that ticks; issue 35: only where it is seen)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 5_000_000, toFake: ['setInterval', 'clearInterval', 'Date'] });
    SightStub.all = [];
    vi.stubGlobal('IntersectionObserver', SightStub);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('ticks the seconds on screen, minutes and seconds', async () => {
    await clockInSight();
    expect(shown()).toBe('11:00, period 1');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(shown()).toBe('11:03, period 1');
  });

  it('does not tick out of sight, and shows the right second at once when it comes back', async () => {
    await clockInSight();
    expect(tickingClocks()).toBe(1);
    await act(async () => SightStub.show(false));
    expect(tickingClocks()).toBe(0);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('11:00, period 1');
    await act(async () => SightStub.show(true));
    expect(shown()).toBe('11:20, period 1');
  });

  it('stops at 59 seconds until the next minute comes', async () => {
    await clockInSight();
    await act(async () => vi.advanceTimersByTime(90_000));
    expect(shown()).toBe('11:59, period 1');
  });

  it('leaves the shared tick when it is gone', async () => {
    await clockInSight();
    expect(tickingClocks()).toBe(1);
    cleanup();
    expect(tickingClocks()).toBe(0);
  });
});
