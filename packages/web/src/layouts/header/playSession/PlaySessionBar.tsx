import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { splitLocalePath, type Currency } from '@casino/core';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { TOKENS } from '../../../di/tokens.ts';
import { useInjection } from '../../../di/useInjection.ts';
import { useHydrated } from '../../../di/useHydrated.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';
import { isGamePage, sessionClock } from './gamePage.ts';
import './playSession.css';

const SessionFigures = observer(function SessionFigures({ currency }: { currency: Currency }) {
  const { t } = useTranslation('money');
  const play = useInjection(TOKENS.PlaySession);
  const net = play.netMinor;
  return (
    <div className="play-session" role="group" aria-label={t('session.label')} data-testid="play-session">
      <span>
        <span className="play-session__label">{t('session.time')}</span>{' '}
        <time data-testid="session-clock">{sessionClock(play.elapsedMs)}</time>
      </span>
      <span>
        <span className="play-session__label">{t('session.net')}</span>{' '}
        <span data-testid="session-net">
          {net > 0 ? '+' : ''}
          <MoneyText money={{ minor: net, currency }} />
        </span>
      </span>
      {play.check ? <RealityCheckDialog /> : null}
    </div>
  );
});

/**
 * The playing session in the header (issue 18): it runs while a game page is open and goes on after a reload or a
 * short visit elsewhere (core `resumePlaySession`); its words load with it, so the shell waits for none.
 */
export const PlaySessionBar = observer(function PlaySessionBar() {
  const play = useInjection(TOKENS.PlaySession);
  const { pathname } = useLocation();
  const playing = isGamePage(splitLocalePath(pathname).rest);
  // The player may arrive after the page (a session restored in the browser): the session starts then.
  const playerId = play.playerId;
  useEffect(() => {
    if (playing && playerId !== null) play.enter();
    else play.leave();
  }, [play, playing, playerId]);
  useEffect(() => () => play.leave(), [play]);
  // The session starts in the browser (an effect), and its words load lazily: the server's HTML has no bar, so the
  // hydrated markup must not have one either.
  const hydrated = useHydrated();
  // No session, no words to load: a visitor's page and a page away from the games do without the money bundle.
  if (!hydrated || !play.active || play.currency === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionFigures currency={play.currency} />
    </Suspense>
  );
});
