import type { Logger } from '../ports/Logger.ts';
import type { ProfileApi } from '../ports/ProfileApi.ts';

export interface JoinVipClubDeps {
  readonly profileApi: Pick<ProfileApi, 'joinVip'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * The VIP club join every way in requests when the login began from a VIP request or on the VIP page (§6): password
 * and code logins and social login alike. A 403 already_member is a club already joined; other failures are logged,
 * never in the player's way.
 */
export async function joinVipClub(deps: JoinVipClubDeps): Promise<void> {
  const joined = await deps.profileApi.joinVip();
  const alreadyMember =
    !joined.ok && joined.error.kind === 'forbidden' && joined.error.error === 'already_member';
  if (!joined.ok && !alreadyMember) deps.logger.warn('VIP club join failed', joined.error);
}
