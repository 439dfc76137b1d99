import type { Deps } from '../deps.ts';
import { newServerSeed } from '../fairness/fairness.ts';

/** The table's secret, made once and kept: a restart must not change the seeds of rounds already committed. */
export function tableSecret(deps: Deps, slug: string): string {
  const row = deps.db.get<{ secret: string }>('SELECT secret FROM live_tables WHERE slug = ?', slug);
  if (row) return row.secret;
  deps.db.run('INSERT OR IGNORE INTO live_tables (slug, secret) VALUES (?, ?)', slug, newServerSeed());
  return deps.db.get<{ secret: string }>('SELECT secret FROM live_tables WHERE slug = ?', slug)?.secret ?? '';
}
