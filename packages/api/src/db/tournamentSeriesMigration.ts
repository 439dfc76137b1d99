import type { Migration } from './migration.ts';

/**
 * Migration 26 (issue 34): tournaments recur on schedule. A tournament belongs to a series (`series`) that recurs
 * every `repeat_days` days from its start (NULL: held once); when one ends, the schedule job writes the next of its
 * series once (one row per series and start, the unique index). The seed's tournaments of an older database are put
 * in their series by their English title, with the period the seed publishes for them (`seed/tournaments.ts`).
 * And the demo player's phone, seeded before as a number that could be a real one, becomes the seed's `+70001234567`,
 * which cannot be (no code of the +7 zone starts with 0), unless a player has taken that number. The seeded search
 * texts promised "hundreds of slots" and "fast payouts" (the lobby has two dozen slots; payouts follow published
 * rules): they say what the site has, as the seed now does.
 */
export const tournamentSeriesMigration: Migration = {
  version: 26,
  name: 'tournament series on schedule; a demo phone that cannot be real; honest search texts',
  sql: `
ALTER TABLE tournaments ADD COLUMN series TEXT;
ALTER TABLE tournaments ADD COLUMN repeat_days INTEGER;
CREATE UNIQUE INDEX tournaments_by_series_start ON tournaments (series, starts_at);

UPDATE tournaments SET series = 'forge-race', repeat_days = 14 WHERE json_extract(titles, '$.en') = 'Forge Race';
UPDATE tournaments SET series = 'crash', repeat_days = 7 WHERE json_extract(titles, '$.en') = 'Crash Tournament';
UPDATE tournaments SET series = 'dice-duel', repeat_days = 7 WHERE json_extract(titles, '$.en') = 'Dice Duel';
UPDATE tournaments SET series = 'roulette-week', repeat_days = 28 WHERE json_extract(titles, '$.en') = 'Roulette Table Week';
UPDATE tournaments SET series = 'spring-marathon', repeat_days = 365 WHERE json_extract(titles, '$.en') = 'Spring Marathon';
UPDATE tournaments SET series = 'winter-cup' WHERE json_extract(titles, '$.en') = 'Winter Cup';

UPDATE players SET phone = '+70001234567'
WHERE email = 'demo@example.com' AND phone = '+77001234567'
  AND NOT EXISTS (SELECT 1 FROM players WHERE phone = '+70001234567');

UPDATE seo SET text = replace(text, 'Hundreds of slots, live tables and fast payouts.',
  'Slots, live tables, our own games and payouts by published rules.');
UPDATE seo SET text = replace(text, 'Сотни слотов, живые столы и быстрые выплаты.',
  'Слоты, живые столы, собственные игры и выплаты по опубликованным правилам.');
UPDATE seo SET description = replace(description, 'A casino with fast payouts,', 'A casino with payouts by published rules,');
UPDATE seo SET description = replace(description, 'Казино с быстрыми выплатами,', 'Казино с выплатами по опубликованным правилам,');
`,
};
