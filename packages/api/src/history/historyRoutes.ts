import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import { parseQuery } from '../http/validation.ts';
import { expireStaleInvoices } from '../payments/invoiceStore.ts';
import { decodeLedgerCursor, LEDGER_KINDS, ledgerAnswer, ledgerCsv, ledgerPage } from './ledgerStore.ts';
import { runPayouts } from '../withdrawals/payoutProcessor.ts';
import { runCashback } from '../vip/cashback.ts';
import { contentLang, pick } from '../http/request.ts';
import { tournamentTitles } from '../tournaments/tournamentPrizeStore.ts';

/** The export holds at most this many rows, newest first; a longer history is exported by date ranges. */
const CSV_MAX_ROWS = 10_000;

const isoInstant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((text) => Date.parse(text))
  .optional();

const filters = {
  kind: z.enum(LEDGER_KINDS).optional(),
  from: isoInstant,
  to: isoInstant,
};

const pageQuery = z.object({
  ...filters,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(64).optional(),
});

const csvQuery = z.object(filters);

function query(c: Context, deps: Deps, schema: typeof pageQuery | typeof csvQuery, limit?: number) {
  const parsed = parseQuery(schema, c.req.query());
  const auth = requireAuth(c, deps);
  const cursorText = 'cursor' in parsed ? parsed.cursor : undefined;
  const cursor = cursorText === undefined ? null : decodeLedgerCursor(cursorText);
  if (cursorText !== undefined && cursor === null) throw badRequest({ cursor: ['invalid'] });
  expireStaleInvoices(deps);
  runPayouts(deps, auth.playerId);
  runCashback(deps, auth.playerId);
  return ledgerPage(deps, auth.playerId, {
    limit: limit ?? ('limit' in parsed ? parsed.limit : CSV_MAX_ROWS),
    cursor,
    kind: parsed.kind ?? null,
    from: parsed.from ?? null,
    to: parsed.to ?? null,
  });
}

/** One history of the player's money (issue 18): every movement, a page at a time, and the same rows as CSV. */
export function historyRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/profile/history', (c) => {
    const page = query(c, deps, pageQuery);
    const answers = page.rows.map((row) => ledgerAnswer(deps, row));
    // A tournament's prize names its tournament in the player's language (issue 34).
    const titles = tournamentTitles(
      deps.db,
      answers.flatMap((answer) => (answer.tournament ? [Number(answer.tournament.id)] : [])),
    );
    const lang = contentLang(c);
    const data = answers.map((answer) => {
      const titled = answer.tournament && titles.get(Number(answer.tournament.id));
      return answer.tournament
        ? {
            ...answer,
            tournament: { ...answer.tournament, title: titled ? pick(JSON.parse(titled), lang) : null },
          }
        : answer;
    });
    return c.json({ data, next_cursor: page.nextCursor });
  });

  app.get('/profile/history.csv', (c) => {
    const page = query(c, deps, csvQuery, CSV_MAX_ROWS);
    const csv = ledgerCsv(page.rows.map((row) => ledgerAnswer(deps, row)));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="history.csv"',
    });
  });
}
