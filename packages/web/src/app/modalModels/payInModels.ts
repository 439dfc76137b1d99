import { ContainerModule } from 'inversify';
import { safeUrl, type BillingApi, type InvoiceTracker, type StartDeposit } from '@casino/core';
import type { AppConfig } from '../appConfig.ts';
import { TYPES } from '../tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';
import { PayInViewModel } from '../../modals/payIn/PayInViewModel.ts';
import type { SessionStore } from '../../session/SessionStore.ts';

/** The deposit modal's view model: a fresh one each time it opens; payment pages only on hosts the policy allows. */
export const models = new ContainerModule(({ bind }) => {
  bind(MODAL_VM.PayIn)
    .toResolvedValue(
      (
        billingApi: BillingApi,
        startDeposit: StartDeposit,
        invoiceTracker: InvoiceTracker,
        session: SessionStore,
        modals: ModalStore,
        notifier: NotificationStore,
        config: AppConfig,
      ) =>
        new PayInViewModel({
          billingApi,
          startDeposit,
          invoiceTracker,
          session,
          modals,
          notifier,
          safePayUrl: (url) => (url === null ? null : safeUrl(url, config.urlPolicy)),
        }),
      [
        TYPES.BillingApi,
        TYPES.StartDeposit,
        TYPES.InvoiceTracker,
        TYPES.SessionStore,
        TYPES.ModalStore,
        TYPES.Notifier,
        TYPES.AppConfig,
      ],
    )
    .inTransientScope();
});
