import { useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MENU_TIMING } from '@casino/core';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useTooltipVisibility } from '../../components/tooltip/useTooltipVisibility.ts';
import { useDismissal } from '../../components/useDismissal.ts';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import type { AccountViewModel } from './AccountViewModel.ts';

/**
 * A disclosure with the player's profile, verification and logout. A click opens it; Escape, a click outside, a
 * choice, or 400 ms with neither the pointer nor focus in it (§9 menu hide) closes it.
 */
export const AccountMenu = observer(function AccountMenu({ vm }: { vm: AccountViewModel }) {
  const { t } = useTranslation('layout');
  const chat = useInjection(TOKENS.SupportChat);
  const menu = useTooltipVisibility(MENU_TIMING);
  const open = menu.phase === 'open' || menu.phase === 'closing';
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useDismissal(open, root, {
    onEscape: () => {
      menu.dismiss();
      toggle.current?.focus();
    },
    onPressOutside: () => menu.dismiss(),
    press: 'mousedown',
  });

  // Hover and focus only hold an open menu; they never open it (a click does), nor reopen one that is leaving.
  const whileOpen = (hold: () => void) => () => {
    if (menu.phase === 'open' || menu.phase === 'closing') hold();
  };
  const close = () => menu.dismiss();
  return (
    <div
      className="account-menu"
      ref={root}
      onPointerEnter={whileOpen(() => menu.pointerEnter())}
      onPointerLeave={whileOpen(() => menu.pointerLeave())}
      onFocus={whileOpen(() => menu.focus())}
      onBlur={whileOpen(() => menu.blur())}
    >
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? menu.dismiss() : menu.open())}
      >
        {/* On a phone the header has room for an icon only: the word stays the button's name. */}
        <span aria-hidden="true" className="account-menu__icon" />
        <span className="account-menu__label">{t('header.profile')}</span>
      </button>
      <ul
        id={menuId}
        className={
          menu.phase === 'leaving' ? 'account-menu__list account-menu__list--leaving' : 'account-menu__list'
        }
        hidden={!menu.visible}
      >
        <li>
          <LocalizedLink to="/profile" className="account-menu__item" onClick={close}>
            {t('header.profile')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/profile/withdraw" className="account-menu__item" onClick={close}>
            {t('header.withdraw')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/profile/limits" className="account-menu__item" onClick={close}>
            {t('header.saferPlay')}
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
        {chat.available ? (
          <li>
            <button
              type="button"
              className="account-menu__item"
              onClick={() => {
                close();
                chat.open();
              }}
            >
              {t('header.chat')}
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
