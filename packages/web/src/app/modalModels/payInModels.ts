import { safeUrl } from '@casino/core';
import { APP_TOKENS } from '../appTokens.ts';
import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { PayInViewModel } from '../../modals/payIn/PayInViewModel.ts';

/** The deposit modal's view model: a fresh one each time it opens; payment pages only on hosts the policy allows. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.PayIn,
    {
      billingApi: TOKENS.BillingApi,
      startDeposit: TOKENS.StartDeposit,
      invoiceTracker: TOKENS.InvoiceTracker,
      session: TOKENS.SessionStore,
      modals: TOKENS.ModalStore,
      notifier: TOKENS.Notifier,
      depositLimitPrompt: TOKENS.DepositLimitPrompt,
      setLimit: TOKENS.SetLimit,
      config: APP_TOKENS.AppConfig,
    },
    ({ config, ...deps }) =>
      new PayInViewModel({
        ...deps,
        safePayUrl: (url) => (url === null ? null : safeUrl(url, config.urlPolicy)),
      }),
  );
});
