import type { ModalStore } from '../ModalStore.ts';

/** What tells a sign-in that the player asked to join the VIP club. */
export interface VipJoinDeps {
  readonly modals: Pick<ModalStore, 'context'>;
  /** Whether the player is on the VIP page: a login begun there requests the VIP join (§6). */
  readonly onVipPage: () => boolean;
}

/** A login begun from a VIP request (the opening link's joinVip) or on the VIP page asks for the join (§6). */
export function vipJoinAsked(deps: VipJoinDeps): boolean {
  return deps.modals.context['joinVip'] === '1' || deps.onVipPage();
}

/** The VIP page test the composition root gives every sign-in view model; read when the player signs in. */
export function vipPageOf(location: Pick<Location, 'pathname'>): () => boolean {
  return () => location.pathname.endsWith('/vip-club');
}
