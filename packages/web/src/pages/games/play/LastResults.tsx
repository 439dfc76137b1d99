import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isNetWin, type SettledBet } from '@casino/core';
import { LocalizedLink } from '../../../components/LocalizedLink.tsx';
import type { RecentResults } from './RecentResults.ts';

/**
 * The player's last results of this game, newest first; each opens the verifier with the bet's proof. A win and a
 * loss differ by a sign and a word, not by colour alone; only a bet the player is up on is a win.
 */
export const LastResults = observer(function LastResults({
  results,
  short,
  sentence,
  verifierPath,
}: {
  results: RecentResults;
  /** The outcome in a few characters for the chip: "63.21", "17", "4/6". */
  short: (bet: SettledBet) => string;
  sentence: (bet: SettledBet) => string;
  verifierPath: (bet: SettledBet) => string;
}) {
  const { t } = useTranslation('games');
  return (
    <section className="last-results" aria-labelledby="last-results-title">
      <h2 id="last-results-title" className="last-results__title">
        {t('play.results.title')}
      </h2>
      {results.bets.length === 0 ? (
        <p className="last-results__empty">{t('play.results.empty')}</p>
      ) : (
        <ol className="last-results__list" data-testid="last-results">
          {results.bets.map((bet) => {
            const won = isNetWin(bet.stake.minor, bet.payout.minor);
            const className = `last-results__chip last-results__chip--${won ? 'win' : 'loss'}`;
            return (
              <li key={bet.id}>
                <LocalizedLink to={verifierPath(bet)} className={className}>
                  <span aria-hidden="true">{won ? '▲' : '▼'}</span> {short(bet)}
                  <span className="visually-hidden">
                    {' '}
                    {t('play.results.verify', { result: sentence(bet) })}
                  </span>
                </LocalizedLink>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
