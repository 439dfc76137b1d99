import { useTranslation } from 'react-i18next';
import type { Tournament } from '@casino/core';
import { Card } from '../Card.tsx';
import { ButtonLink } from '../ButtonLink.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { useDateFormat } from '../page/useDateFormat.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import './tournaments.css';

/** A tournament in a list: status, prize pool, dates, the player's own place and points, and the way to its table. */
export function TournamentCard({
  tournament,
  headingLevel = 2,
}: {
  tournament: Tournament;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('tournaments');
  const formatDate = useDateFormat();
  const { iso } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="li" className="tournament-card">
      <span className={`tournament-status tournament-status--${tournament.status}`}>
        {t(`status.${tournament.status}`)}
      </span>
      <Heading className="card__title">{tournament.title}</Heading>
      <p className="page-text">
        {t('prizePool')}: <MoneyText className="tournament-card__prize" money={tournament.prizePool} />
      </p>
      <p className="page-muted">
        {t('period', { start: formatDate(tournament.startsAt), end: formatDate(tournament.endsAt) })}
      </p>
      {tournament.me ? (
        <p className="page-text" data-testid="tournament-card-standing">
          {t('card.standing', {
            place: tournament.me.place,
            points: tournament.me.points.toLocaleString(iso),
          })}
        </p>
      ) : null}
      <div className="card__actions">
        <ButtonLink to={`/tournament/${encodeURIComponent(tournament.id)}`} size="small" variant="secondary">
          {t('details', { title: tournament.title })}
        </ButtonLink>
      </div>
    </Card>
  );
}
