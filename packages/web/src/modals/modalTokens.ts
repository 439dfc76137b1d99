/** The modal view models in the container, one transient instance per opening. */
export const MODAL_VM = {
  Login: Symbol.for('LoginViewModel'),
  LoginByEmail: Symbol.for('LoginByEmailViewModel'),
  ConfirmByPhone: Symbol.for('ConfirmByPhoneViewModel'),
  Register: Symbol.for('RegisterViewModel'),
  SocialLogin: Symbol.for('SocialLoginViewModel'),
  PayIn: Symbol.for('PayInViewModel'),
} as const;
