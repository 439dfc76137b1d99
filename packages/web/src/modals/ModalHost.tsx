import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ModalName } from '@casino/core';
import { TYPES } from '../app/tokens.ts';
import { useInjection } from '../app/useInjection.ts';
import type { ModalStore } from './ModalStore.ts';

/** Each modal is its own chunk, fetched when it first opens. */
const MODALS: Readonly<Record<ModalName, LazyExoticComponent<ComponentType>>> = {
  Login: lazy(() => import('./login/LoginModal.tsx')),
  LoginByEmail: lazy(() => import('./loginByEmail/LoginByEmailModal.tsx')),
  ConfirmByPhone: lazy(() => import('./confirmByPhone/ConfirmByPhoneModal.tsx')),
  Register: lazy(() => import('./register/RegisterModal.tsx')),
  PayIn: lazy(() => import('./payIn/PayInModal.tsx')),
  SuccessPayment: lazy(() => import('./successPayment/SuccessPaymentModal.tsx')),
  Verification: lazy(() => import('./verification/VerificationModal.tsx')),
};

/** The one modal shown (§2), keyed so that reopening gives a fresh view model. */
export default observer(function ModalHost() {
  const modals = useInjection<ModalStore>(TYPES.ModalStore);
  const name = modals.shown;
  if (name === null) return null;
  const Modal = MODALS[name];
  return (
    <Suspense fallback={null}>
      <Modal key={name} />
    </Suspense>
  );
});
