import type { Deps } from '../deps.ts';

/** The site's content and the game catalogue as the routes read them: games, FAQ, SEO. */

export interface GameRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  provider: string;
  has_demo: number;
  palette: string;
}

/** The lobby's games, of one category or all, in the lobby's order. */
export function gamesIn(deps: Deps, category: string | null): Omit<GameRow, 'palette'>[] {
  return deps.db.all<Omit<GameRow, 'palette'>>(
    'SELECT id, slug, title, category, provider, has_demo FROM games WHERE (? IS NULL OR category = ?) ORDER BY position',
    category,
    category,
  );
}

export function gameBySlug(deps: Deps, slug: string): GameRow | undefined {
  return deps.db.get<GameRow>(
    'SELECT id, slug, title, category, provider, has_demo, palette FROM games WHERE slug = ?',
    slug,
  );
}

export function faqIn(deps: Deps, lang: string) {
  return deps.db.all<{ id: number; question: string; answer: string }>(
    'SELECT id, question, answer FROM faq WHERE lang = ? ORDER BY id',
    lang,
  );
}

export function seoEntry(deps: Deps, page: string, lang: string) {
  return deps.db.get<{ title: string; description: string; keywords: string; text: string }>(
    'SELECT title, description, keywords, text FROM seo WHERE page = ? AND lang = ?',
    page,
    lang,
  );
}

/** The studios of the catalogue's games. */
export function gameProviders(deps: Deps): string[] {
  return deps.db.all<{ provider: string }>('SELECT DISTINCT provider FROM games').map((row) => row.provider);
}
