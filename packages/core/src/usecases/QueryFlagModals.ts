import type { ModalName } from '../domain/modals.ts';
import { fullPath } from '../domain/query.ts';
import {
  QUERY_FLAG_MODALS,
  queryFlagFulfilledBy,
  queryFlagIn,
  withoutQueryFlag,
  type QueryFlag,
} from '../domain/queryFlags.ts';
import type { Modals } from '../ports/Modals.ts';
import type { Navigation } from '../ports/Navigation.ts';
import type { SessionState } from '../ports/SessionState.ts';

export interface QueryFlagModalsDeps {
  readonly navigation: Pick<Navigation, 'current' | 'go'>;
  readonly modals: Pick<Modals, 'open'>;
  readonly session: Pick<SessionState, 'isLoggedIn'>;
}

/**
 * Query flags signup, login and deposit open Register, Login and PayIn, and are removed after success (§2).
 * Signup and login mean nothing to a logged-in player: the flag is dropped. Deposit needs a session: a visitor gets
 * Login first and the flag stays, so calling `openFromQuery` again after the login opens PayIn.
 */
export class QueryFlagModals {
  readonly #deps: QueryFlagModalsDeps;

  constructor(deps: QueryFlagModalsDeps) {
    this.#deps = deps;
  }

  /** Opens the modal the query asks for; resolves which one opened, if any. */
  openFromQuery(): ModalName | null {
    const flag = queryFlagIn(this.#deps.navigation.current().query);
    if (flag === null) return null;
    const loggedIn = this.#deps.session.isLoggedIn;
    if (flag !== 'deposit' && loggedIn) {
      this.#remove(flag);
      return null;
    }
    const modal = flag === 'deposit' && !loggedIn ? 'Login' : QUERY_FLAG_MODALS[flag];
    this.#deps.modals.open(modal);
    return modal;
  }

  /** After a success in a modal, removes the flag it fulfils from the address (history replaced). */
  removeAfterSuccess(modal: ModalName): void {
    const flag = queryFlagFulfilledBy(modal);
    if (flag !== null) this.#remove(flag);
  }

  #remove(flag: QueryFlag): void {
    const { path, query } = this.#deps.navigation.current();
    if (!Object.hasOwn(query, flag)) return;
    this.#deps.navigation.go(fullPath(path, withoutQueryFlag(query, flag)), { replace: true });
  }
}
