import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { splitLocalePath } from '@casino/core';
import { TOKENS } from '../../../di/tokens.ts';
import { useInjection } from '../../../di/useInjection.ts';
import { useHydrated } from '../../../di/useHydrated.ts';
import { isGamePage } from './gamePage.ts';

/** The session's figures and its reality check: only a player with a session on a game page sees them (issue 35). */
const SessionFigures = lazy(() => import('./SessionFigures.tsx'));

/**
 * The playing session in the header (issue 18): it runs while a game page is open and goes on after a reload or a
 * short visit elsewhere (core `resumePlaySession`); its words load with it, so the shell waits for none. The session
 * starts in the browser (an effect), and its words load lazily: the server's HTML has no bar, so the hydrated markup
 * must not have one either, and the server's render does not make the session at all (issue 35, item 4).
 */
export function PlaySessionBar() {
  return useHydrated() ? <PlayingSession /> : null;
}

const PlayingSession = observer(function PlayingSession() {
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
  // No session, no words to load: a visitor's page and a page away from the games do without the money bundle.
  if (!play.active || play.currency === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionFigures currency={play.currency} />
    </Suspense>
  );
});
