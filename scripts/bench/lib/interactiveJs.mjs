// The JavaScript each page makes the browser run before it responds to input: the scripts it requested before it was
// ready (its <h1> on screen and the load event fired; lib/initialLoad.mjs), gzip, as a server precompressing at the
// highest level would send them.
import { measureInitialLoad } from './initialLoad.mjs';
import { bundleReport } from './sizes.mjs';

/**
 * URL → gzip bytes of the page's initial JS, URL → its whole report (the files and the libraries they are made of,
 * lib/sizes.mjs), URL → how its load went (whether it showed its <h1> and marked itself ready, what it threw), and
 * notes on pages that failed to show or threw.
 */
export async function interactiveJs(distDir, urls) {
  const sizes = new Map();
  const reports = new Map();
  const loads = new Map();
  const notes = [];
  for (const url of urls) {
    const load = await measureInitialLoad(url);
    if (!load.headingShown) notes.push(`${url} showed no <h1> within 30 s`);
    for (const error of load.pageErrors) notes.push(`page error on ${url}: ${error}`);
    const report = await bundleReport(distDir, load);
    sizes.set(url, report.initialJs.gzip);
    reports.set(url, report);
    loads.set(url, { headingShown: load.headingShown, pageErrors: load.pageErrors });
  }
  return { sizes, reports, loads, notes };
}
