import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import type { AccountViewModel } from './AccountViewModel.ts';

/** A disclosure with the player's profile, verification and logout; Escape or a click outside closes it. */
export const AccountMenu = observer(function AccountMenu({ vm }: { vm: AccountViewModel }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.profile')}
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <LocalizedLink to="/profile" className="account-menu__item" onClick={close}>
            {t('header.profile')}
          </LocalizedLink>
        </li>
        {vm.needsVerification ? (
          <li>
            <button
              type="button"
              className="account-menu__item"
              onClick={() => {
                close();
                vm.openVerification();
              }}
            >
              {t('header.verification')}
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="account-menu__item"
            disabled={vm.busy}
            onClick={() => {
              close();
              void vm.logOut();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
});
