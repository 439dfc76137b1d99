import { makeAutoObservable } from 'mobx';

/** The modals of §2. One is shown at a time. */
export const MODAL_NAMES = [
  'login',
  'loginByEmail',
  'confirmByPhone',
  'register',
  'payIn',
  'successPayment',
  'verification',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}

/** Which modal is open, with the small context it was opened with (e.g. the phone a code was sent to). */
export class ModalStore {
  current: ModalName | null = null;
  context: Readonly<Record<string, string>> = {};
  /** Whether a payment modal was shown this visit: the delayed deposit prompts of §4 read it. */
  paymentShown = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isOpen(): boolean {
    return this.current !== null;
  }

  open(name: ModalName, context: Readonly<Record<string, string>> = {}): void {
    this.current = name;
    this.context = context;
    if (name === 'payIn' || name === 'successPayment') this.paymentShown = true;
  }

  close(): void {
    this.current = null;
    this.context = {};
  }
}
