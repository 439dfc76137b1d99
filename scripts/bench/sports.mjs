/* global requestAnimationFrame, document */
// `pnpm bench:sports`: how much of the live line the sportsbook page handles on a slow phone. Serves a production
// build in front of the local API (see lib/servedBuild.mjs), opens /en/betting in headless chromium with the CPU
// slowed 4× through the DevTools protocol (Emulation.setCPUThrottlingRate), and for each speed of the match simulator
// (a step every 1 000, 500 and 250 ms) measures the main thread's work per second while the player only watches
// (Chromium's task counters: script, style, layout) for 15 s, then for 15 s more the frames the page drew (frames over
// 50 ms are dropped frames for the eye); over both, the events on the page and the odds updates the real-time channel
// delivered per second.
// A figure only, never part of a test.
//
// Usage: node scripts/bench/sports.mjs [--seconds N] [--width PX]   (default 15 s, 1280 px; 360 is a phone's width,
// where most rows are out of sight)
import os from 'node:os';
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './lib/paths.mjs';
import { buildToServe } from './lib/build.mjs';
import { withServedBuild } from './lib/servedBuild.mjs';
import { renderTable, row } from './lib/table.mjs';

const THROTTLE = 4;
const TICKS_MS = [1_000, 500, 250];
const step = (text) => console.error(`sports: ${text}`);

/** The whole number after `flag` within [min, max], or `fallback`. */
function numberWanted(argv, flag, fallback, min, max) {
  const index = argv.indexOf(flag);
  const value = Number(index === -1 ? fallback : argv[index + 1]);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Frame times in the page for `ms`: every requestAnimationFrame interval. */
function frameTimes(page, ms) {
  return page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const times = [];
        let last = performance.now();
        const end = last + duration;
        const frame = (now) => {
          times.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(frame);
          else resolve(times);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

/** The main thread's work so far, in seconds (Chromium's counters, at the slowed CPU). */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    task: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
  };
}

async function measure(baseUrl, seconds, width) {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 640 ? 740 : 900 } });
    let updates = 0;
    let frames = 0;
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/sports/live')) return;
      socket.on('framereceived', ({ payload }) => {
        try {
          const frame = JSON.parse(String(payload));
          if (frame.type !== 'update') return;
          frames += 1;
          for (const event of frame.events)
            for (const market of event.markets) updates += market.selections.length;
        } catch {
          // Not a frame of the line.
        }
      });
    });
    await page.goto(`${baseUrl}/en/betting`);
    await page.locator('.event-row').first().waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Performance.enable');
    await page.waitForTimeout(2_000);
    updates = 0;
    frames = 0;
    // The work first, over a window of its own: counting frames asks for one at every refresh, which costs work too.
    const before = await mainThread(cdp);
    await page.waitForTimeout(seconds * 1_000);
    const after = await mainThread(cdp);
    const times = await frameTimes(page, seconds * 1_000);
    const busy = Object.fromEntries(
      Object.keys(after).map((key) => [key, ((after[key] - before[key]) * 1_000) / seconds]),
    );
    const rows = await page.evaluate(() => document.querySelectorAll('.event-row').length);
    const dropped = times.filter((time) => time > 50).length;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      rows,
      updatesPerSecond: updates / (2 * seconds),
      framesPerSecond: frames / (2 * seconds),
      fps: times.length / seconds,
      dropped,
      p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
      worst: sorted.at(-1) ?? NaN,
      busy,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const seconds = numberWanted(argv, '--seconds', 15, 5, 120);
  const width = numberWanted(argv, '--width', 1280, 320, 2560);
  const { distDir, ports, built } = await buildToServe('casino-sports-bench', step);
  step(`${built ? 'built' : 'serving'} ${distDir} (API on port ${ports.api}) ...`);
  const results = [];
  for (const tick of TICKS_MS) {
    // The API is started afresh for each speed and reads its schedule from the environment.
    process.env['API_SPORTS_TICK_MS'] = String(tick);
    step(`a step every ${tick} ms, CPU ${THROTTLE}× slower, ${seconds} s ...`);
    results.push({
      tick,
      ...(await withServedBuild(distDir, ports, (baseUrl) => measure(baseUrl, seconds, width))),
    });
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const rows = results.flatMap((result) => [
    row(
      `step ${result.tick} ms: ${result.rows} events on the page, ${result.updatesPerSecond.toFixed(0)} odds updates/s (${result.framesPerSecond.toFixed(1)} frames/s)`,
      `${result.fps.toFixed(1)} fps, ${result.dropped} frames over 50 ms`,
    ),
    row(
      `step ${result.tick} ms: frame time p95 / worst`,
      `${result.p95.toFixed(1)} / ${result.worst.toFixed(1)} ms`,
    ),
    row(
      `step ${result.tick} ms: main thread busy per second (script / style / layout)`,
      `${result.busy.task.toFixed(0)} ms (${result.busy.script.toFixed(0)} / ${result.busy.style.toFixed(0)} / ${result.busy.layout.toFixed(0)})`,
    ),
  ]);
  console.log(
    renderTable(
      `the sportsbook page at ${width} px on a ${THROTTLE}× slower CPU (${os.availableParallelism()} CPUs, load ${load})`,
      rows,
    ),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
