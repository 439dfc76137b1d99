import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useViewModel } from '../../app/useViewModel.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ACCOUNT_VM, type AccountViewModel } from './AccountViewModel.ts';

/** Log in and sign up for a guest; balance, deposit and the account menu for a player. */
export const AccountArea = observer(function AccountArea() {
  const { t } = useTranslation('layout');
  const vm = useViewModel<AccountViewModel>(ACCOUNT_VM);

  if (!vm.isLoggedIn) {
    return (
      <div className="account-area">
        <Button variant="secondary" size="small" onClick={() => vm.openLogin()}>
          {t('header.login')}
        </Button>
        <Button size="small" onClick={() => vm.openRegister()}>
          {t('header.register')}
        </Button>
      </div>
    );
  }

  return (
    <div className="account-area" aria-label={t('header.account')} role="group">
      {vm.balance ? (
        <span className="account-area__balance" data-testid="header-balance">
          <span className="visually-hidden">{t('header.balance')}: </span>
          <MoneyText money={vm.balance} />
        </span>
      ) : null}
      <Button size="small" onClick={() => vm.openDeposit()}>
        {t('header.deposit')}
      </Button>
      <AccountMenu vm={vm} />
    </div>
  );
});
