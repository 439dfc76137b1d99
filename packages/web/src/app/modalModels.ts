import type { ContainerModule } from 'inversify';
import type { ModalName } from '@casino/core';
import type { PrepareModal } from '../modals/ModalStore.ts';

/** A modal's view-model bindings, as a chunk of their own (`src/app/modalModels/*`). */
type ModalModels = () => Promise<{ readonly models: ContainerModule }>;

const socialLogin: ModalModels = () => import('./modalModels/socialLoginModels.ts');

/**
 * The view models each modal renders. None is in the first load: they come with the modal, when it first opens.
 * The login and registration modals share the social login buttons, so both bring that module.
 */
const MODAL_MODELS: Readonly<Record<ModalName, readonly ModalModels[]>> = {
  Login: [() => import('./modalModels/loginModels.ts'), socialLogin],
  LoginByEmail: [() => import('./modalModels/loginByEmailModels.ts')],
  ConfirmByPhone: [() => import('./modalModels/confirmByPhoneModels.ts')],
  Register: [() => import('./modalModels/registerModels.ts'), socialLogin],
  PayIn: [() => import('./modalModels/payInModels.ts')],
  SuccessPayment: [],
  Verification: [() => import('./modalModels/verificationModels.ts')],
};

/**
 * Loads a modal's view-model modules and puts each into the container once, however often the modal opens and
 * however many modals share a module.
 */
export function modalModelsPreparer(load: (models: ContainerModule) => void): PrepareModal {
  const installed = new WeakSet<ContainerModule>();
  const install = (models: ContainerModule) => {
    if (installed.has(models)) return;
    installed.add(models);
    load(models);
  };
  return async (name) => {
    const modules = await Promise.all(MODAL_MODELS[name].map((models) => models()));
    for (const { models } of modules) install(models);
  };
}
