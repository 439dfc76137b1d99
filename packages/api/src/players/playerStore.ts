import type { Database } from '../db/database.ts';
import { toMajor } from '../money.ts';
import { openFirstPair } from '../fairness/seedPairStore.ts';

export interface PlayerRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  currency: string | null;
  locale: string | null;
  timezone: string | null;
  image_small: string | null;
  register_method: string;
  is_email_verified: number;
  is_phone_verified: number;
  is_avatar_hidden: number;
  is_statistics_hidden: number;
  verification_status: string;
  verification_is_need: number;
  /** The operator's reason when the identity check was rejected (migration 18). */
  verification_reason?: string | null;
  premium_status: string | null;
  region: string;
  features: string;
  super_bonus: string | null;
  balance_minor: number;
  bonus_balance_minor: number;
  wager_left_minor: number;
  failed_logins: number;
  created_at: number;
}

export interface NewPlayer {
  name: string;
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  currency: string | null;
  /** 'bot': one of the house's bot players (src/bots), never a person's account. */
  registerMethod: 'email' | 'phone' | 'social' | 'bot';
  region: string;
  features: readonly string[];
  isEmailVerified?: boolean;
  locale?: string | null;
  timezone?: string | null;
}

/** Every new account may use the bonus balances (the profile's bonuses page, §6). */
export const NEW_PLAYER_FEATURES = ['bonus_balances'] as const;

export function findPlayer(db: Database, id: number): PlayerRow | undefined {
  return db.get<PlayerRow>('SELECT * FROM players WHERE id = ?', id);
}

export function findPlayerByEmail(db: Database, email: string): PlayerRow | undefined {
  return db.get<PlayerRow>('SELECT * FROM players WHERE email = ?', email);
}

export function findPlayerByPhone(db: Database, phone: string): PlayerRow | undefined {
  return db.get<PlayerRow>('SELECT * FROM players WHERE phone = ?', phone);
}

/** The account of a name registered one way (the house's bots: `bot`). */
export function findPlayerByName(db: Database, name: string, method: string): PlayerRow | undefined {
  return db.get<PlayerRow>('SELECT * FROM players WHERE name = ? AND register_method = ?', name, method);
}

/** A new account, with its first seed pair: the commitment exists before the player's first bet. */
export function createPlayer(db: Database, player: NewPlayer, now: number): number {
  return db.transaction(() => {
    const id = insertPlayer(db, player, now);
    openFirstPair(db, id, now);
    return id;
  });
}

function insertPlayer(db: Database, player: NewPlayer, now: number): number {
  return db.run(
    `INSERT INTO players (name, email, phone, password_hash, currency, register_method, region, features,
       is_email_verified, locale, timezone, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    player.name,
    player.email ?? null,
    player.phone ?? null,
    player.passwordHash ?? null,
    player.currency,
    player.registerMethod,
    player.region,
    JSON.stringify(player.features),
    player.isEmailVerified ? 1 : 0,
    player.locale ?? null,
    player.timezone ?? null,
    now,
  ).lastId;
}

export function setPasswordHash(db: Database, playerId: number, hash: string): void {
  db.run('UPDATE players SET password_hash = ? WHERE id = ?', hash, playerId);
}

/** A name to greet a new player by, from the part of the address before the @ or the last digits of the phone. */
export function displayNameFor(email: string | null, phone: string | null): string {
  if (email) return (email.split('@')[0] ?? 'Player').slice(0, 32);
  return phone ? `Player ${phone.slice(-4)}` : 'Player';
}

/** The User of docs/contract.md: money in major units, flags as booleans. */
export function userAnswer(player: PlayerRow, freshToken: string | null = null) {
  const bonusBalance = player.bonus_balance_minor;
  return {
    id: player.id,
    name: player.name,
    email: player.email,
    phone: player.phone,
    balance: toMajor(player.balance_minor),
    bonus: toMajor(player.wager_left_minor),
    bonus_balance: toMajor(bonusBalance),
    total_balance: toMajor(player.balance_minor + bonusBalance),
    currency: player.currency,
    locale: player.locale,
    timezone: player.timezone,
    image: { small: player.image_small },
    register_method: player.register_method,
    is_phone_verified: player.is_phone_verified === 1,
    is_email_verified: player.is_email_verified === 1,
    is_password_exists: player.password_hash !== null,
    is_avatar_hidden: player.is_avatar_hidden === 1,
    is_statistics_hidden: player.is_statistics_hidden === 1,
    verification: {
      is_need: player.verification_is_need === 1,
      data: { status: player.verification_status, reason: player.verification_reason ?? null },
    },
    premium: { status: player.premium_status },
    region: player.region,
    features: JSON.parse(player.features) as string[],
    fresh_token: freshToken,
    super_bonus: player.super_bonus,
  };
}

/** The first deposit settles the currency of a player who had none. */
export function setCurrency(db: Database, playerId: number, currency: string): void {
  db.run('UPDATE players SET currency = ? WHERE id = ?', currency, playerId);
}

/** The bonus the visitor arrived with: the first one named sticks to the account. */
export function keepSuperBonus(db: Database, playerId: number, bonus: string): void {
  db.run('UPDATE players SET super_bonus = ? WHERE id = ? AND super_bonus IS NULL', bonus, playerId);
}

export interface PlayerSettings {
  readonly locale: string | null;
  readonly timezone: string | null;
  readonly isAvatarHidden: boolean | null;
  readonly isStatisticsHidden: boolean | null;
}

/** Changes the settings given (null: left as it is). */
export function updateSettings(db: Database, playerId: number, settings: PlayerSettings): void {
  const flag = (value: boolean | null) => (value === null ? null : Number(value));
  db.run(
    `UPDATE players SET locale = COALESCE(?, locale), timezone = COALESCE(?, timezone),
       is_avatar_hidden = COALESCE(?, is_avatar_hidden), is_statistics_hidden = COALESCE(?, is_statistics_hidden)
     WHERE id = ?`,
    settings.locale,
    settings.timezone,
    flag(settings.isAvatarHidden),
    flag(settings.isStatisticsHidden),
    playerId,
  );
}

/** Joins the VIP club; false for a player already in it. */
export function joinVip(db: Database, playerId: number, joinedAt: number): boolean {
  // The join time: a week's cashback is for members who joined before it ended (vip/cashback.ts).
  const joined = db.run(
    "UPDATE players SET premium_status = 'vip', vip_joined_at = ? WHERE id = ? AND premium_status IS NULL",
    joinedAt,
    playerId,
  );
  return joined.changes > 0;
}

/** A code or link that reached the player proves the address it was sent to. */
export function markVerified(db: Database, playerId: number, channel: 'email' | 'phone'): void {
  const column = channel === 'email' ? 'is_email_verified' : 'is_phone_verified';
  db.run(`UPDATE players SET ${column} = 1 WHERE id = ?`, playerId);
}
