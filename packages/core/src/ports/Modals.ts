import type { ModalName } from '../domain/modals.ts';

/** The modal layer: one modal is shown at a time. */
export interface Modals {
  open(name: ModalName): void;
  /** Closes the named modal if it is the one shown. */
  close(name: ModalName): void;
  current(): ModalName | null;
  /**
   * Whether PayIn or SuccessPayment has been shown during this session (a logout starts a new one): the delayed
   * deposit prompts of §4 read it.
   */
  paymentModalShown(): boolean;
}
