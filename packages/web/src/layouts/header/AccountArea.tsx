import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { Tooltip } from '../../components/tooltip/Tooltip.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ACCOUNT_VM, type AccountViewModel } from './AccountViewModel.ts';

/** The bonus account and the total behind the header's balance (§3 bonus_balance, total_balance). */
const BalanceDetails = observer(function BalanceDetails({ vm }: { vm: AccountViewModel }) {
  const { t } = useTranslation('layout');
  const details = vm.balanceDetails;
  if (!details) return null;
  return (
    <span className="account-area__balance-details">
      <span>
        {t('header.bonusBalance')}: <MoneyText money={details.bonus} />
      </span>
      <span>
        {t('header.totalBalance')}: <MoneyText money={details.total} />
      </span>
    </span>
  );
});

/** Log in and sign up for a guest; balance, deposit and the account menu for a player. */
export const AccountArea = observer(function AccountArea() {
  const { t } = useTranslation('layout');
  const vm = useViewModel(ACCOUNT_VM);

  if (!vm.isLoggedIn) {
    return (
      <div className="account-area">
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => vm.openLogin()}>
          {t('header.login')}
        </Button>
        <Button size="small" aria-haspopup="dialog" onClick={() => vm.openRegister()}>
          {t('header.register')}
        </Button>
      </div>
    );
  }

  const balance = vm.balance;
  return (
    <div className="account-area" aria-label={t('header.account')} role="group">
      {balance ? (
        <Tooltip theme="white-tooltip" placement="below" tapToggles content={<BalanceDetails vm={vm} />}>
          {(trigger) => (
            // Focusable so a keyboard player reaches the breakdown the pointer finds on hover.
            <span className="account-area__balance" data-testid="header-balance" tabIndex={0} {...trigger}>
              <span className="visually-hidden">{t('header.balance')}: </span>
              <MoneyText money={balance} />
            </span>
          )}
        </Tooltip>
      ) : null}
      <Button size="small" aria-haspopup="dialog" onClick={() => vm.openDeposit()}>
        {t('header.deposit')}
      </Button>
      <AccountMenu vm={vm} />
    </div>
  );
});
