import type { Database } from '../db/database.ts';
import { SEED_GAMES } from './games.ts';
import { SEED_SEO } from './seo.ts';

/**
 * The slugs and names the lobby's slots and tables carried before issue 34 gave them our own (they were real studios'
 * titles). A database seeded before keeps its rows, ids and history; `renameSeededGames` moves each row to its new
 * slug, title and studio at start, and the texts of the seeded promotions, campaigns and tournaments with them.
 */
const OLD_SLUGS: Readonly<Record<string, string>> = {
  'gates-of-olympus': 'sky-forge',
  'sweet-bonanza': 'candy-orchard',
  'the-dog-house': 'happy-hounds',
  'sugar-rush': 'honey-comet',
  'big-bass-bonanza': 'river-catch',
  'book-of-dead': 'sandstone-scroll',
  reactoonz: 'jelly-lab',
  starburst: 'prism-drift',
  'gonzos-quest': 'jungle-stairs',
  'dead-or-alive-2': 'dust-and-spurs',
  'wanted-dead-or-a-wild': 'outlaw-mesa',
  'chaos-crew': 'paint-riot',
  mental: 'ward-thirteen',
  'san-quentin': 'iron-yard',
  'jammin-jars': 'berry-jars',
  'money-train-3': 'night-express',
  'bonanza-megaways': 'gold-quarry',
  'vikings-go-berzerk': 'fjord-raiders',
  'elvis-frog-in-vegas': 'pond-crooner',
  aviamasters: 'paper-planes',
  'fire-in-the-hole': 'deep-shaft',
  'razor-shark': 'reef-hunter',
  'wolf-gold': 'moon-howl',
  'legacy-of-dead': 'tomb-lanterns',
  'lightning-roulette': 'classic-roulette',
  'crazy-time': 'carnival-wheel',
  'monopoly-live': 'city-wheel',
  'dream-catcher': 'starlight-wheel',
  'mega-wheel': 'grand-wheel',
  'sweet-bonanza-candyland': 'candy-wheel',
};

/** Old words in seeded texts and their replacements, in order (a replacement may meet an earlier one's result). */
const OLD_WORDS: readonly (readonly [string, string])[] = [
  ['Gates of Olympus', 'Sky Forge'],
  // The free-spins promo named the slot by its English title in every language (issue 38): now by the lobby's.
  ['50 фриспинов в Sky Forge', '50 фриспинов в игре «Небесная кузня»'],
  ['Sky Forge ойынында 50 фриспин', '«Аспан ұстаханасы» ойынында 50 фриспин'],
  ['50 giros grátis em Sky Forge', '50 giros grátis em Forja Celeste'],
  // The campaigns too; Sky Forge's was named after the slot it replaced (issue 34).
  ['Фриспины Олимпа', 'Фриспины в игре «Небесная кузня»'],
  ['Olympus free spins', 'Sky Forge free spins'],
  ['Олимп фриспиндері', '«Аспан ұстаханасы» фриспиндері'],
  ['Giros do Olimpo', 'Giros grátis em Forja Celeste'],
  ['Неделя Sandstone Scroll', 'Неделя игры «Свиток из песчаника»'],
  ['Sandstone Scroll аптасы', '«Құмтас шиыршығы» аптасы'],
  ['Semana Sandstone Scroll', 'Semana do Pergaminho de Arenito'],
  ['Book of Dead', 'Sandstone Scroll'],
  ['Lightning Roulette', 'Classic Roulette'],
  ['Pragmatic Play', 'Lumen Reelworks'],
  ['Evolution', 'Roundhouse Tables'],
];

const TEXT_COLUMNS: readonly (readonly [string, string])[] = [
  ['promo_codes', 'names'],
  ['promo_codes', 'descriptions'],
  ['free_spin_campaigns', 'titles'],
  ['tournaments', 'titles'],
  ['tournaments', 'descriptions'],
];

export function renameSeededGames(db: Database): void {
  const bySlug = new Map(SEED_GAMES.map((game) => [game.slug, game]));
  db.transaction(() => {
    for (const [from, to] of Object.entries(OLD_SLUGS)) {
      const game = bySlug.get(to);
      if (!game || db.get('SELECT id FROM games WHERE slug = ?', to)) continue;
      db.run(
        'UPDATE games SET slug = ?, title = ?, provider = ? WHERE slug = ?',
        to,
        game.title,
        game.provider,
        from,
      );
    }
    // Every studio's name comes from the catalogue, so no old name survives in a row the map above did not move.
    for (const game of SEED_GAMES) {
      db.run('UPDATE games SET title = ?, provider = ? WHERE slug = ?', game.title, game.provider, game.slug);
    }
    for (const [table, column] of TEXT_COLUMNS) {
      for (const [from, to] of OLD_WORDS) {
        db.run(
          `UPDATE ${table} SET ${column} = REPLACE(${column}, ?, ?) WHERE ${column} LIKE ?`,
          from,
          to,
          `%${from}%`,
        );
      }
    }
    // The lobby pages' search texts named the studios and promised dealers: they are rewritten from the seed.
    for (const page of ['games-slots', 'games-live-casino']) {
      for (const [lang, seo] of Object.entries(SEED_SEO[page] ?? {})) {
        db.run(
          'UPDATE seo SET description = ?, text = ? WHERE page = ? AND lang = ?',
          seo.description,
          seo.text,
          page,
          lang,
        );
      }
    }
  });
}
