import type { Clock, DomainError, LogIn, LoginCredentials, Result } from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { ResendCooldown } from './ResendCooldown.ts';
import type { SignInFeedbackDeps } from './signInFeedback.ts';
import { vipJoinAsked, type VipJoinDeps } from './vipJoin.ts';

/** What the one-time-code modals (LoginByEmail, ConfirmByPhone) need besides their own code requests. */
export interface CodeLoginDeps extends SignInFeedbackDeps {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'context'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  readonly clock: Pick<Clock, 'setInterval'>;
  readonly onVipPage: VipJoinDeps['onVipPage'];
}

/** A typed code as the server takes it: digits only, at most 8 (the outbox sends 4 to 8). */
export function codeDigits(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, 8);
}

/** Logs in with a one-time code; a VIP join asked for by the opening link or the VIP page goes with it (§6). */
export function logInWithCode(
  deps: CodeLoginDeps,
  credentials: LoginCredentials,
): Promise<Result<unknown, DomainError>> {
  return deps.logIn.execute(credentials, {
    interfaceLocale: deps.locales.locale,
    joinVip: vipJoinAsked(deps),
  });
}

/** A code sent again: the cooldown starts over and the player is told, or the refusal shows as an error notification. */
export function settleResend(
  deps: Pick<CodeLoginDeps, 'notifier'>,
  cooldown: Pick<ResendCooldown, 'start'>,
  result: Result<unknown, DomainError>,
  resentKey: string,
): void {
  if (!result.ok) {
    deps.notifier.notifyError(result.error);
    return;
  }
  cooldown.start();
  deps.notifier.notify({ kind: 'info', titleKey: resentKey });
}
