// One process of `pnpm bench:crowd`'s load generator (crowd.mjs forks one a core): it runs its share of the crowd's
// players (crowd/player.mjs), each starting at its own arrival time, over keep-alive connections it shares among them,
// and answers with what it measured: each step's times, why each failed player failed, where the players still out
// at the time limit were, how many were out at once second by second, and its own CPU time and memory, so the reader
// can judge how much of the machine the load generator itself took.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { waitedForCpuMs } from '../lib/sessionCpu.mjs';
import { CrowdRecord } from './figures.mjs';
import { playerVisit } from './player.mjs';

/**
 * `task`: the API's and the site's addresses, the run's id, the dice bets per player, this process's players (their
 * indices and arrival offsets in ms), the sockets it may open to each server, the wall-clock start (ms since the
 * epoch, the same for every generator) and the time limit (ms after the start).
 */
async function run(task) {
  // An idle kept-alive connection is closed after 2 s, well before the servers' 5 s. Without a timeout of its own Node's
  // agent keeps it however long it idles (the server's Keep-Alive hint only shortens a timeout it has), so a request
  // could go out on a connection the server was closing: a reset the player would see.
  const agentOptions = { keepAlive: true, maxSockets: task.sockets, timeout: 2_000 };
  const apiAgent = new http.Agent(agentOptions);
  const siteAgent = new http.Agent(agentOptions);
  const record = new CrowdRecord();
  const outNow = new Set();
  /** Players out at once, sampled every second from the start. */
  const outBySecond = [];
  let bets = 0;
  let pageRetries = 0;
  let finished = 0;
  let arrived = 0;
  let lastEndMs = 0;

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, task.startAt - Date.now())));
  const cpuBefore = process.cpuUsage();
  const waitedBefore = waitedForCpuMs([process.pid]);
  const started = performance.now();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    outBySecond.push(outNow.size);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 1_000);

  const visit = (player) => {
    const progress = { step: 'arrival' };
    arrived += 1;
    outNow.add(progress);
    const visitStarted = performance.now();
    return playerVisit({
      apiUrl: task.apiUrl,
      siteUrl: task.siteUrl,
      index: player.index,
      runId: task.runId,
      bets: task.bets,
      apiAgent,
      siteAgent,
      record: record.record,
      progress,
      onPageRetry: () => (pageRetries += 1),
    })
      .then(
        (done) => {
          bets += done.bets;
          record.record('whole visit', performance.now() - visitStarted);
        },
        (error) => record.fail(error),
      )
      .finally(() => {
        finished += 1;
        outNow.delete(progress);
        lastEndMs = performance.now() - started;
      });
  };

  const timers = [];
  const visits = task.players.map(
    (player) =>
      new Promise((resolve) => {
        timers.push(setTimeout(() => void visit(player).then(resolve), player.arrivalMs));
      }),
  );
  let limitTimer;
  const complete = await Promise.race([
    Promise.all(visits).then(() => true),
    new Promise((resolve) => {
      limitTimer = setTimeout(() => resolve(false), Math.max(0, task.startAt + task.limitMs - Date.now()));
    }),
  ]);
  clearTimeout(limitTimer);
  clearInterval(sampler);
  for (const timer of timers) clearTimeout(timer);
  const wallMs = complete ? lastEndMs : performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const waitedAfter = waitedForCpuMs([process.pid]);
  const outAtLimit = {};
  for (const progress of outNow) outAtLimit[progress.step] = (outAtLimit[progress.step] ?? 0) + 1;
  apiAgent.destroy();
  siteAgent.destroy();
  return {
    record: record.toJSON(),
    players: task.players.length,
    arrived,
    finished,
    bets,
    pageRetries,
    complete,
    wallMs,
    outAtLimit,
    outBySecond,
    cpuMs: (cpu.user + cpu.system) / 1000,
    waitedMs: waitedBefore === null || waitedAfter === null ? null : waitedAfter - waitedBefore,
    peakRss,
  };
}

process.once('message', (task) => {
  run(task).then(
    (result) => process.send({ type: 'result', result }, () => process.exit(0)),
    (error) => {
      process.send({ type: 'error', message: error instanceof Error ? error.stack : String(error) }, () =>
        process.exit(1),
      );
    },
  );
});
process.send({ type: 'ready' });
