import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/core';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { TOKENS } from '../../../di/tokens.ts';
import { useInjection } from '../../../di/useInjection.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';
import { sessionClock } from './gamePage.ts';
import './playSession.css';

/** The playing session's time and net position in the header, with its reality check when one is due (issue 18). */
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

export default SessionFigures;
