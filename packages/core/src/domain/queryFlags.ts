import type { ModalName } from './modals.ts';
import { withoutParam, type Query } from './query.ts';

/** Query flags that open a modal, removed after success (§2). */
export const QUERY_FLAG_MODALS = {
  signup: 'Register',
  login: 'Login',
  deposit: 'PayIn',
} as const satisfies Readonly<Record<string, ModalName>>;
export type QueryFlag = keyof typeof QUERY_FLAG_MODALS;

const FLAG_ORDER: readonly QueryFlag[] = ['signup', 'login', 'deposit'];

/** The flag that disables the single sign-on redirect (§2). */
export const NO_SSO_FLAG = 'no_sso';

/** The modal flag present in the query; when several are, the first of signup, login, deposit wins. */
export function queryFlagIn(query: Query): QueryFlag | null {
  return FLAG_ORDER.find((flag) => Object.hasOwn(query, flag)) ?? null;
}

const SUCCEEDED_BY: Readonly<Partial<Record<ModalName, QueryFlag>>> = {
  Register: 'signup',
  Login: 'login',
  LoginByEmail: 'login',
  ConfirmByPhone: 'login',
  PayIn: 'deposit',
  SuccessPayment: 'deposit',
};

/** The flag a success in this modal fulfils: any of the login modals fulfils `login`, the payment ones `deposit`. */
export function queryFlagFulfilledBy(modal: ModalName): QueryFlag | null {
  return SUCCEEDED_BY[modal] ?? null;
}

/** The query after a flag's success: the flag removed, every other parameter kept. */
export function withoutQueryFlag(query: Query, flag: QueryFlag): Query {
  return withoutParam(query, flag);
}

export function hasNoSsoFlag(query: Query): boolean {
  return Object.hasOwn(query, NO_SSO_FLAG);
}
