import type { ModalName, Modals } from '../../src/index.ts';

/** One modal at a time, with a log of what was opened. */
export class FakeModals implements Modals {
  shown: ModalName | null = null;
  readonly opened: ModalName[] = [];

  open(name: ModalName): void {
    this.shown = name;
    this.opened.push(name);
  }

  close(name: ModalName): void {
    if (this.shown === name) this.shown = null;
  }

  current(): ModalName | null {
    return this.shown;
  }

  paymentModalShown(): boolean {
    return this.opened.includes('PayIn') || this.opened.includes('SuccessPayment');
  }
}
