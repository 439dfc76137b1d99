import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../components/useLocalizedPath.ts';

const NAV_ITEMS = [
  { to: '/games', key: 'games' },
  { to: '/games/slots', key: 'slots' },
  { to: '/games/live-casino', key: 'liveCasino' },
  { to: '/betting', key: 'betting' },
  { to: '/tournaments', key: 'tournaments' },
  { to: '/vip-club', key: 'vipClub' },
  { to: '/bonuses', key: 'bonuses' },
] as const;

export function MainNav({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const localize = useLocalizedPath();
  return (
    <nav id={id} className={open ? 'main-nav main-nav--open' : 'main-nav'} aria-label={t('header.mainNav')}>
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink to={localize(item.to)} end className="main-nav__link" onClick={onNavigate}>
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
