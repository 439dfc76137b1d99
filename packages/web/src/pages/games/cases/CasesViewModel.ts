import { makeAutoObservable } from 'mobx';
import { DEFAULT_CURRENCY, type Currency } from '@casino/core';
import type { ModalOpener, SessionView } from '../../../components/page/pagePorts.ts';
import { CASE_SLUGS, caseOffer, isCaseSlug, type CaseOffer } from './caseCatalogue.ts';
import { token } from '../../../di/token.ts';

export const CASES_VM = token<CasesViewModel>('CasesViewModel');

/**
 * The cases list and one case, priced in the player's currency (RUB for a visitor). Opening a case needs a logged-in
 * player; real opening comes with real play, so an open request is answered plainly that it opens soon.
 */
export class CasesViewModel {
  slug: string | null = null;
  openRequested = false;
  readonly #session: Pick<SessionView, 'user' | 'isLoggedIn'>;
  readonly #modals: Pick<ModalOpener, 'open'>;

  constructor(session: Pick<SessionView, 'user' | 'isLoggedIn'>, modals: Pick<ModalOpener, 'open'>) {
    this.#session = session;
    this.#modals = modals;
    makeAutoObservable(this);
  }

  get currency(): Currency {
    return this.#session.user?.currency ?? DEFAULT_CURRENCY;
  }

  get cases(): readonly CaseOffer[] {
    return CASE_SLUGS.map((slug) => caseOffer(slug, this.currency));
  }

  /** The case of the page, or null for a slug that names none. */
  get selected(): CaseOffer | null {
    return isCaseSlug(this.slug) ? caseOffer(this.slug, this.currency) : null;
  }

  show(slug: string): void {
    this.slug = slug;
    this.openRequested = false;
  }

  openCase(): void {
    if (!this.#session.isLoggedIn) {
      this.#modals.open('Login');
      return;
    }
    this.openRequested = true;
  }
}
