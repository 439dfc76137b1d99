import { makeAutoObservable } from 'mobx';
import type { ModalName, Modals } from '@casino/core';

/** The modal layer of §2 as live state: one modal at a time; opening another replaces it. */
export class ModalStore implements Modals {
  shown: ModalName | null = null;
  /** What the next modal needs from the one that opened it (the phone a code went to). */
  context: Readonly<Record<string, string>> = {};
  /** The session (SessionState.epoch) in which PayIn or SuccessPayment was last shown. */
  paymentShownIn: number | null = null;
  readonly #sessionEpoch: () => number;

  /** `sessionEpoch` reads the current session's number, so a logout forgets that a payment modal was shown. */
  constructor(sessionEpoch: () => number = () => 0) {
    this.#sessionEpoch = sessionEpoch;
    makeAutoObservable(this);
  }

  open(name: ModalName): void {
    this.openWith(name, {});
  }

  openWith(name: ModalName, context: Readonly<Record<string, string>>): void {
    this.shown = name;
    this.context = context;
    if (name === 'PayIn' || name === 'SuccessPayment') this.paymentShownIn = this.#sessionEpoch();
  }

  /** Closes the named modal if it is the one shown; without a name, whichever is shown. */
  close(name?: ModalName): void {
    if (name !== undefined && this.shown !== name) return;
    this.shown = null;
    this.context = {};
  }

  current(): ModalName | null {
    return this.shown;
  }

  paymentModalShown(): boolean {
    return this.paymentShownIn === this.#sessionEpoch();
  }
}

/** Resolves once the view models of the named modal are in the container; a modal without one resolves at once. */
export type PrepareModal = (name: ModalName) => Promise<void>;
