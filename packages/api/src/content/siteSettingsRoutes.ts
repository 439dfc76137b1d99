import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';

export function siteSettingsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { revshareUrl, telegramChannelUrl } = deps.config.siteSettings;
  app.get('/api/v2/settings', (c) =>
    c.json({
      data: { revshare_service_frontend_url: revshareUrl, telegram_channel_url: telegramChannelUrl },
    }),
  );
}
