import { token } from '../di/token.ts';
import type { SocialLoginViewModel } from './auth/SocialLoginViewModel.ts';
import type { ConfirmByPhoneViewModel } from './confirmByPhone/ConfirmByPhoneViewModel.ts';
import type { LoginViewModel } from './login/LoginViewModel.ts';
import type { LoginByEmailViewModel } from './loginByEmail/LoginByEmailViewModel.ts';
import type { PayInViewModel } from './payIn/PayInViewModel.ts';
import type { RegisterViewModel } from './register/RegisterViewModel.ts';
import type { VerificationViewModel } from './verification/VerificationViewModel.ts';

/** The modal view models in the container, one transient instance per opening. */
export const MODAL_VM = {
  Login: token<LoginViewModel>('LoginViewModel'),
  LoginByEmail: token<LoginByEmailViewModel>('LoginByEmailViewModel'),
  ConfirmByPhone: token<ConfirmByPhoneViewModel>('ConfirmByPhoneViewModel'),
  Register: token<RegisterViewModel>('RegisterViewModel'),
  SocialLogin: token<SocialLoginViewModel>('SocialLoginViewModel'),
  PayIn: token<PayInViewModel>('PayInViewModel'),
  Verification: token<VerificationViewModel>('VerificationViewModel'),
} as const;
