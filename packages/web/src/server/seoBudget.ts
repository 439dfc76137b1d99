/**
 * How long a render waits for the page's SEO text, from the server's environment: `SSR_SEO_BUDGET_MS`, a whole number
 * of milliseconds up to a minute; otherwise none, and the render keeps its default (300 ms, `SEO_BUDGET_MS`). The
 * browser suite sets it long, so a crawler's title does not depend on how busy the machine is (past the budget the
 * head carries the site's name).
 */
export function seoBudgetFromEnv(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const value = env['SSR_SEO_BUDGET_MS']?.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) : 0;
  return ms >= 1 && ms <= 60_000 ? ms : undefined;
}
