import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import type { TournamentViewModel } from './TournamentViewModel.ts';

/** The player's own place and points (issue 34), or what they can do to get one; a visitor is told to log in. */
function TournamentStanding({ vm }: { vm: TournamentViewModel }) {
  const { t } = useTranslation('tournament');
  const { iso } = useLocale();
  const tournament = vm.tournament.value;
  if (!tournament) return null;
  const me = vm.me;
  return (
    <section className="page-section" aria-labelledby="standing-title" data-testid="tournament-standing">
      <h2 id="standing-title" className="page-section__title">
        {t('me.title')}
      </h2>
      {vm.viewer === null ? (
        <p className="page-text">{t('me.visitor')}</p>
      ) : me === null ? (
        <p className="page-text">{t(`me.none.${tournament.status}`)}</p>
      ) : (
        <dl className="facts">
          <div>
            <dt>{t('me.place')}</dt>
            <dd data-testid="my-place">{me.place}</dd>
          </div>
          <div>
            <dt>{t('me.points')}</dt>
            <dd data-testid="my-points">{me.points.toLocaleString(iso)}</dd>
          </div>
          {me.prize ? (
            <div>
              <dt>{t('me.prize')}</dt>
              <dd>
                <MoneyText money={me.prize} />
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}

export default observer(TournamentStanding);
