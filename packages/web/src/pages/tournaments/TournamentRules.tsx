import { useTranslation } from 'react-i18next';
import type { Tournament } from '@casino/core';
import { MoneyText } from '../../components/MoneyText.tsx';
import { gamePath } from '../../components/games/gameRoutes.ts';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';

/** How a tournament scores, in which games (each a link to play it for real), and what each place wins. */
export function TournamentRules({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournament');
  return (
    <>
      <section className="page-section" aria-labelledby="rule-title">
        <h2 id="rule-title" className="page-section__title">
          {t('rule.title')}
        </h2>
        <p className="page-text">{t(`rule.${tournament.rule}`)}</p>
        {tournament.minStakeRub > 0 ? (
          <p className="page-text">
            {t('rule.minStake')}{' '}
            <MoneyText money={{ minor: Math.round(tournament.minStakeRub * 100), currency: 'RUB' }} />
          </p>
        ) : null}
        <h3 className="page-section__subtitle">{t('rule.games')}</h3>
        <ul className="tournament-games">
          {tournament.games.map((game) => {
            const path = gamePath({ ...game, hasDemo: false });
            return (
              <li key={game.slug}>
                {path ? <LocalizedLink to={path}>{game.title}</LocalizedLink> : game.title}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="prizes-title">
        <h2 id="prizes-title" className="page-section__title">
          {t('prizes.title')}
        </h2>
        <ol className="tournament-prizes" data-testid="tournament-prizes">
          {tournament.prizes.map((prize) => (
            <li key={prize.place}>
              {t('prizes.place', { place: prize.place })}: <MoneyText money={prize.amount} />
            </li>
          ))}
        </ol>
        <p className="page-text">{t('prizes.note')}</p>
      </section>
    </>
  );
}
