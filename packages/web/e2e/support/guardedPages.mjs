// How much the page fixture's text guard read in the last browser run (issue 38): `node e2e/support/guardedPages.mjs`
// after a run, from packages/web. It sums the records each test writes to test-results/page-text-guard/.
import { readdirSync, readFileSync } from 'node:fs';

const DIR = 'test-results/page-text-guard';
const pages = new Set();
const routes = new Set();
const locales = new Set();
let tests = 0;
let findings = 0;
for (const file of readdirSync(DIR)) {
  const record = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8'));
  tests += 1;
  findings += record.findings.length;
  for (const page of record.pages) {
    const [locale, path] = page.split(' ');
    pages.add(page);
    locales.add(locale);
    routes.add(path.replace(/^\/(en|kz|br)(?=\/|$)/, '') || '/');
  }
}
console.log(
  `${tests} tests read ${pages.size} pages (a path in a locale): ${routes.size} paths in ` +
    `${locales.size} locales (${[...locales].sort().join(', ')}); ${findings} findings`,
);
