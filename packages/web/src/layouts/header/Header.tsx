import { useEffect, useId, useRef, useState } from 'react';
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
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu wherever focus is, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <header className={menuOpen ? 'site-header site-header--menu-open' : 'site-header'}>
      <div className="site-header__inner">
        <button
          ref={toggle}
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
          <span aria-hidden="true" className="site-header__logo-mark" />
          <span aria-hidden="true" className="site-header__logo-word">
            {t('common:siteName')}
          </span>
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
