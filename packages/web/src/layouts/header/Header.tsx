import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { AccountArea } from './AccountArea.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MainNav } from './MainNav.tsx';
import { PlaySessionBar } from './playSession/PlaySessionBar.tsx';
import './Header.css';

export function Header() {
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="site-header__burger" />
          <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.menu')}</span>
        </button>
        <LocalizedLink to="/" className="site-header__logo" aria-label={t('header.home')}>
          <span aria-hidden="true">{t('common:siteName')}</span>
        </LocalizedLink>
        <MainNav id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className="site-header__tools">
          <PlaySessionBar />
          <LanguageSwitcher />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
