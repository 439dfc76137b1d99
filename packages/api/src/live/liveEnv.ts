import type { LiveOptions } from './liveOptions.ts';

const NAMES = {
  bettingMs: 'API_CRASH_BETTING_MS',
  pauseMs: 'API_CRASH_PAUSE_MS',
  roomCountdownMs: 'API_ROOM_COUNTDOWN_MS',
  chainLength: 'API_CRASH_CHAIN_LENGTH',
  seedBets: 'API_CRASH_SEED_BETS',
} as const;

const SPORTS_NAMES = {
  matchMs: 'API_SPORTS_MATCH_MS',
  tickMs: 'API_SPORTS_TICK_MS',
  gapMs: 'API_SPORTS_GAP_MS',
  suspendMs: 'API_SPORTS_SUSPEND_MS',
} as const;

/** The crash curve's pace, per ms: from 2.00× after 11.5 minutes to 2.00× after 69 ms (a client refuses others). */
const GROWTH_RANGE = { min: 0.000_001, max: 0.01 } as const;

/** API_CRASH_GROWTH_PER_MS, g of the curve floor(100 × e^(g t)) / 100; unset keeps the default of 0.00006. */
function growthFromEnv(env: NodeJS.ProcessEnv): { growthPerMs: number } | undefined {
  const text = env['API_CRASH_GROWTH_PER_MS'];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !(value >= GROWTH_RANGE.min && value <= GROWTH_RANGE.max))
    throw new Error(
      `API_CRASH_GROWTH_PER_MS must be a number from ${GROWTH_RANGE.min} to ${GROWTH_RANGE.max} per ms, got "${text}"`,
    );
  return { growthPerMs: value };
}

/**
 * The bot players (issue 38): on with `--bots` or `API_BOTS=1` (the flag wins), off by default; `API_BOTS_EVERY_MS` sets
 * how often one plays an instant bet (default 20 s).
 */
function botsFromEnv(env: NodeJS.ProcessEnv, flag: boolean | undefined): LiveOptions['bots'] {
  const on =
    flag ?? (env['API_BOTS'] !== undefined && env['API_BOTS'] !== '0' && env['API_BOTS'] !== 'false');
  if (!on) return undefined;
  const text = env['API_BOTS_EVERY_MS'];
  if (text === undefined) return {};
  const everyMs = Number(text);
  if (!Number.isInteger(everyMs) || everyMs < 1_000)
    throw new Error(`API_BOTS_EVERY_MS must be a whole number of at least 1000 ms, got "${text}"`);
  return { everyMs };
}

/** The live games' schedule from the environment (the browser tests and the bench run fast rounds); unset stays default. */
export function liveOptionsFromEnv(env: NodeJS.ProcessEnv, botsFlag?: boolean): LiveOptions | undefined {
  const settings: Record<string, number> = {};
  for (const [setting, name] of Object.entries(NAMES)) {
    const text = env[name];
    if (text === undefined) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < (setting === 'chainLength' ? 2 : 0))
      throw new Error(`${name} must be a whole number, got "${text}"`);
    settings[setting] = value;
  }
  Object.assign(settings, growthFromEnv(env));
  const sports: Record<string, number> = {};
  for (const [setting, name] of Object.entries(SPORTS_NAMES)) {
    const text = env[name];
    if (text === undefined) continue;
    const value = Number(text);
    const least = setting === 'suspendMs' ? 0 : 100;
    if (!Number.isInteger(value) || value < least)
      throw new Error(`${name} must be a whole number of at least ${least} ms, got "${text}"`);
    sports[setting] = value;
  }
  const hasSettings = Object.keys(settings).length > 0;
  const hasSports = Object.keys(sports).length > 0;
  const bots = botsFromEnv(env, botsFlag);
  if (!hasSettings && !hasSports && !bots) return undefined;
  return {
    ...(hasSettings ? { settings } : {}),
    ...(hasSports ? { sports } : {}),
    ...(bots ? { bots } : {}),
  };
}
