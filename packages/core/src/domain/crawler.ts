/** Crawler agents (google, yandex) skip the geo check and single sign-on (§4, §6). */
const CRAWLER_AGENT = /google|yandex/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_AGENT.test(userAgent);
}
