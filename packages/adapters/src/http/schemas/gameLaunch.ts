import type { GameLaunch, RecentGame } from '@casino/core';
import { z } from 'zod';
import { currencySchema, dataListSchema, dataSchema } from './common.ts';

/** POST /games/launch: the URL on the provider's origin (checked again by the core's LaunchGame). */
export const gameLaunchSchema = dataSchema(
  z
    .object({ url: z.string().min(1).max(4096), mode: z.enum(['demo', 'play']), currency: currencySchema })
    .transform((wire): GameLaunch => ({ url: wire.url, mode: wire.mode, currency: wire.currency })),
);

const slugSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** GET and PUT/DELETE /games/favourites. */
export const favouritesSchema = dataListSchema(slugSchema);

/** GET /games/recent. */
export const recentGamesSchema = dataListSchema(
  z
    .object({ slug: slugSchema, played_at: z.string() })
    .transform((wire): RecentGame => ({ slug: wire.slug, playedAt: wire.played_at })),
);
