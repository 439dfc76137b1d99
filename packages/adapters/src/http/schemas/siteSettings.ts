import type { SiteSettingsAnswer } from '@casino/core';
import { z } from 'zod/mini';
import { mapped } from './common.ts';

/** A link the server may leave out: absent, null or '' all mean none. Whether it is safe is the core's call. */
const optionalLink = mapped(z.nullish(z.string()), (value) => (value ? value : null));

/** GET /api/v2/settings: `{ data: { revshare_service_frontend_url, telegram_channel_url } }`. */
export const siteSettingsAnswerSchema = mapped(
  z.object({
    data: z.object({ revshare_service_frontend_url: optionalLink, telegram_channel_url: optionalLink }),
  }),
  ({ data }): SiteSettingsAnswer => ({
    revshareUrl: data.revshare_service_frontend_url,
    tgChannelUrl: data.telegram_channel_url,
  }),
);
