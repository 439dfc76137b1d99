import type { DomainError, ModalName, QueryFlagModals, Result } from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { ModalStore } from '../ModalStore.ts';

export interface SignInFeedbackDeps {
  readonly modals: Pick<ModalStore, 'close'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify'>;
}

/**
 * What every way in does once the player is in: the modal closes, the query flag it fulfilled leaves the address, a
 * deposit flag that waited for the login now opens PayIn (§2), and the player is told.
 */
export function signedIn(deps: SignInFeedbackDeps, modal: ModalName, titleKey: string): void {
  deps.modals.close(modal);
  deps.queryFlags.removeAfterSuccess(modal);
  deps.queryFlags.openFromQuery();
  deps.notifier.notify({ kind: 'success', titleKey });
}

/** A sign-in's answer: in, as `signedIn` tells, or the server's refusal as an error notification with the modal open. */
export function settleSignIn(
  deps: SignInFeedbackDeps & { readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'> },
  result: Result<unknown, DomainError>,
  modal: ModalName,
  titleKey: string,
): void {
  if (result.ok) signedIn(deps, modal, titleKey);
  else deps.notifier.notifyError(result.error);
}
