import type { GameLaunch, RecentGame } from '@casino/core';
import { z } from 'zod/mini';
import { currencySchema, dataListSchema, dataSchema, mapped } from './common.ts';

/** POST /games/launch: the URL on the provider's origin (checked again by the core's LaunchGame). */
export const gameLaunchSchema = dataSchema(
  mapped(
    z.object({
      url: z.string().check(z.minLength(1), z.maxLength(4096)),
      mode: z.enum(['demo', 'play']),
      currency: currencySchema,
    }),
    (wire): GameLaunch => ({ url: wire.url, mode: wire.mode, currency: wire.currency }),
  ),
);

const slugSchema = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));

/** GET and PUT/DELETE /games/favourites. */
export const favouritesSchema = dataListSchema(slugSchema);

/** GET /games/recent. */
export const recentGamesSchema = dataListSchema(
  mapped(z.object({ slug: slugSchema, played_at: z.string() }), (wire): RecentGame => ({
    slug: wire.slug,
    playedAt: wire.played_at,
  })),
);
