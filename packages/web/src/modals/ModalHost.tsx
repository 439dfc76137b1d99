import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ModalName } from '@casino/core';
import { TOKENS } from '../di/tokens.ts';
import { useInjection } from '../di/useInjection.ts';
import type { PrepareModal } from './ModalStore.ts';

type ModalChunk = () => Promise<{ default: ComponentType }>;

/** Each modal is its own chunk, fetched when it first opens. */
const CHUNKS: Readonly<Record<ModalName, ModalChunk>> = {
  Login: () => import('./login/LoginModal.tsx'),
  LoginByEmail: () => import('./loginByEmail/LoginByEmailModal.tsx'),
  ConfirmByPhone: () => import('./confirmByPhone/ConfirmByPhoneModal.tsx'),
  Register: () => import('./register/RegisterModal.tsx'),
  PayIn: () => import('./payIn/PayInModal.tsx'),
  SuccessPayment: () => import('./successPayment/SuccessPaymentModal.tsx'),
  Verification: () => import('./verification/VerificationModal.tsx'),
};

type Modals = Readonly<Record<ModalName, LazyExoticComponent<ComponentType>>>;

/**
 * The modals, each loading its view models beside its component, so they are in the container before its first
 * render. Made once per container (one `PrepareModal` each), so a modal's lazy component keeps its identity.
 */
const modalsByPreparer = new WeakMap<PrepareModal, Modals>();
function modalsFor(prepare: PrepareModal): Modals {
  const known = modalsByPreparer.get(prepare);
  if (known) return known;
  const withModels = (name: ModalName) =>
    lazy(async () => (await Promise.all([CHUNKS[name](), prepare(name)]))[0]);
  const modals: Modals = {
    Login: withModels('Login'),
    LoginByEmail: withModels('LoginByEmail'),
    ConfirmByPhone: withModels('ConfirmByPhone'),
    Register: withModels('Register'),
    PayIn: withModels('PayIn'),
    SuccessPayment: withModels('SuccessPayment'),
    Verification: withModels('Verification'),
  };
  modalsByPreparer.set(prepare, modals);
  return modals;
}

/** The one modal shown (§2), keyed so that reopening gives a fresh view model. */
export default observer(function ModalHost() {
  const modals = useInjection(TOKENS.ModalStore);
  const prepare = useInjection(TOKENS.PrepareModal);
  const name = modals.shown;
  if (name === null) return null;
  const Modal = modalsFor(prepare)[name];
  return (
    <Suspense fallback={null}>
      <Modal key={name} />
    </Suspense>
  );
});
