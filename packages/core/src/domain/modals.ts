/** The modals of §2; the Modals port opens and closes them by these names. */
export const MODAL_NAMES = [
  'Login',
  'LoginByEmail',
  'ConfirmByPhone',
  'Register',
  'PayIn',
  'SuccessPayment',
  'Verification',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}
