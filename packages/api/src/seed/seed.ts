import { VIP_LEVELS } from '@casino/tables';
import type { Database } from '../db/database.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { SEED_FAQ } from './faq.ts';
import { SEED_GAMES } from './games.ts';
import { methodHash, SEED_METHODS } from './payments.ts';
import { balanceOf, DEMO_FREE_SPINS, DEMO_PASSWORD, SEED_PLAYERS } from './players.ts';
import { SEED_CAMPAIGNS, SEED_PROMOS, SEED_UTM, SEED_WELCOME_PACKS } from './promotions.ts';
import { SEED_SEO } from './seo.ts';
import { seedTournaments } from './tournaments.ts';
import { openFirstPair } from '../fairness/seedPairStore.ts';
import { seedAccount } from '../money/money.ts';

const DAY = 86_400_000;
const minor = (major: number) => Math.round(major * 100);

export function isSeeded(db: Database): boolean {
  return db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'") !== undefined;
}

/** Fills a freshly migrated database with the content and accounts of docs/contract.md "Seed". */
export async function seedDatabase(db: Database, hasher: PasswordHasher, now: number): Promise<void> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  db.transaction(() => {
    const gameIds = new Map<string, number>();
    SEED_GAMES.forEach((game, index) => {
      const id = db.run(
        'INSERT INTO games (slug, title, category, provider, has_demo, palette, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
        game.slug,
        game.title,
        game.category,
        game.provider,
        game.hasDemo ? 1 : 0,
        JSON.stringify(game.palette),
        index,
      ).lastId;
      gameIds.set(game.slug, id);
    });
    const gameId = (slug: string) => gameIds.get(slug) ?? 0;

    SEED_METHODS.forEach((method, index) => {
      db.run(
        `INSERT INTO payment_methods (hash, currency, kind, name, name_en, min_minor, max_minor, preset_default_minor,
           preset_amounts, exchange_currency, crypto, payouts, commission_bp, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        methodHash(method.currency, method.kind),
        method.currency,
        method.kind,
        method.name,
        method.nameEn,
        method.min === null ? null : minor(method.min),
        method.max === null ? null : minor(method.max),
        method.preset ? minor(method.preset.default) : null,
        method.preset ? JSON.stringify(method.preset.amounts.map(minor)) : null,
        method.exchangeCurrency,
        method.kind === 'crypto' ? 1 : 0,
        method.payouts ? 1 : 0,
        method.commissionPercent * 100,
        index,
      );
    });

    const campaignIds = SEED_CAMPAIGNS.map(
      (campaign) =>
        db.run(
          'INSERT INTO free_spin_campaigns (titles, game_id, spins, expiration_at) VALUES (?, ?, ?, ?)',
          JSON.stringify(campaign.titles),
          gameId(campaign.gameSlug),
          campaign.spins,
          now + campaign.days * DAY,
        ).lastId,
    );
    for (const promo of SEED_PROMOS) {
      const campaignIndex = SEED_CAMPAIGNS.findIndex((campaign) => campaign.gameSlug === promo.campaignSlug);
      db.run(
        `INSERT INTO promo_codes (code, kind, names, descriptions, percent, cap_minor, wager, campaign_id, valid_seconds, public)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        promo.code,
        promo.kind,
        JSON.stringify(promo.names),
        JSON.stringify(promo.descriptions),
        promo.percent,
        promo.cap === null ? null : minor(promo.cap),
        promo.wager,
        campaignIds[campaignIndex] ?? null,
        promo.validDays * 86_400,
        promo.public ? 1 : 0,
      );
    }
    for (const pack of SEED_WELCOME_PACKS) {
      db.run(
        'INSERT INTO welcome_packs (titles, steps) VALUES (?, ?)',
        JSON.stringify(pack.titles),
        JSON.stringify(pack.steps),
      );
    }
    for (const utm of SEED_UTM) {
      db.run(
        'INSERT INTO utm_campaigns (source, campaign, adv_id, promo_type, promo_value) VALUES (?, ?, ?, ?, ?)',
        utm.source,
        utm.campaign,
        utm.advId,
        utm.promoType,
        utm.promoValue,
      );
    }

    for (const player of SEED_PLAYERS) {
      const playerId = db.run(
        `INSERT INTO players (name, email, phone, password_hash, currency, locale, timezone, register_method,
           is_email_verified, is_phone_verified, verification_status, verification_is_need, premium_status, region,
           features, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'email', 1, ?, ?, ?, ?, ?, ?, ?)`,
        player.name,
        player.email,
        player.phone,
        passwordHash,
        player.currency,
        player.locale,
        player.timezone,
        player.isPhoneVerified ? 1 : 0,
        player.verification.status,
        player.verification.isNeed ? 1 : 0,
        player.premiumStatus,
        player.region,
        JSON.stringify(player.features),
        now - 30 * DAY,
      ).lastId;
      // A seeded member joined the VIP club with their account.
      db.run(
        'UPDATE players SET vip_joined_at = created_at WHERE id = ? AND premium_status IS NOT NULL',
        playerId,
      );
      openFirstPair(db, playerId, now);
      seedAccount(
        db,
        playerId,
        { cashMinor: minor(balanceOf(player.history)), bonusMinor: 0 },
        player.history.map((entry, index) => ({
          kind: entry.kind,
          amountMinor: minor(entry.amount),
          currency: player.currency,
          status: entry.status,
          reference: `seed:${index}`,
          at: now - entry.daysAgo * DAY + index * 60_000,
        })),
      );
      if (player.email !== 'demo@example.com') continue;
      for (const spins of DEMO_FREE_SPINS) {
        db.run(
          'INSERT INTO free_spins (player_id, campaign_id, game_id, count, expiration_at) VALUES (?, ?, ?, ?, ?)',
          playerId,
          spins.campaign === null ? null : (campaignIds[spins.campaign] ?? null),
          gameId(spins.gameSlug),
          spins.count,
          now + spins.days * DAY,
        );
      }
    }

    seedTournaments(db, now);
    // The published table (`@casino/tables`), its rouble thresholds, for a reader of the database.
    for (const level of VIP_LEVELS) {
      db.run(
        'INSERT INTO vip_levels (level, name, min_deposit_minor, cashback_percent) VALUES (?, ?, ?, ?)',
        level.level,
        level.name,
        level.minDeposit.RUB,
        level.cashbackPercent,
      );
    }
    SEED_FAQ.forEach((entry, index) => {
      for (const [lang, text] of Object.entries(entry)) {
        db.run(
          'INSERT INTO faq (id, lang, question, answer) VALUES (?, ?, ?, ?)',
          index + 1,
          lang,
          text.q,
          text.a,
        );
      }
    });
    for (const [page, byLang] of Object.entries(SEED_SEO)) {
      for (const [lang, seo] of Object.entries(byLang)) {
        db.run(
          'INSERT INTO seo (page, lang, title, description, keywords, text) VALUES (?, ?, ?, ?, ?, ?)',
          page,
          lang,
          seo.title,
          seo.description,
          seo.keywords,
          seo.text,
        );
      }
    }
    db.run("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)", new Date(now).toISOString());
  });
}
