/** Time constants of §9, in milliseconds unless the name says otherwise. */
export const INVOICE_LIFE_SECONDS_DEFAULT = 1200;
export const INVOICE_STATUS_POLL_MS = 5_000;
export const DEPOSIT_PROMPT_DELAY_MS = 17_000;
export const PROMO_BANNER_DAYS = 3;
export const WELCOME_PACK_BANNER_DAYS = 7;
export const SW_UPDATE_CHECK_MS = 20_000;
export const BACKGROUND_SYNC_MIN_INTERVAL_MS = 10 * 60_000;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const CHAT_WIDGET_ROUTE_DELAY_MS = 250;
export const NOTIFICATION_DURATION_MS = 3_000;
export const NOTIFICATION_ANIMATION_MS = 300;
export const NOTIFICATION_WIDTH_PX = 300;
export const FINGERPRINT_DELAY_FALLBACK_MS = 500;
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_MENU_HIDE_MS = 400;
export const TOOLTIP_DISPOSE_MS = 150;
export const ANALYTICS_SESSION_IDLE_SECONDS = 1_800;
export const ANALYTICS_COOKIE_DAYS = 365;
export const ANALYTICS_FLAG_TIMEOUT_MS = 3_000;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 60_000;
export const ANALYTICS_STRING_MAX = 65_535;
export const CAPTCHA_POLL_MS = 25;
/** A bet lost to the network is sent again, with the same idempotency key, after these pauses (chosen; §9 is silent). */
export const BET_RETRY_DELAYS_MS: readonly number[] = [300, 1_000];
/** The pause between two bets of an auto-bet run unless the page chooses another (chosen; §9 is silent). */
export const AUTO_BET_DELAY_MS = 300;
