// pnpm bench:live: N simulated players (100, 500, 1 000 by default, or the numbers given) on one API over loopback,
// each betting every crash round (the minimum stake, an auto cash-out for half of them, a cash-out by hand for the
// others). Figures per N: the bust's delivery latency to every client (p50, p99: from the instant the curve reaches
// the crash point to the frame's arrival), frames per second both ways, the API process's CPU and memory, and how many
// players the server dropped (a socket past its backlog limit; the rounds then wait for the others only).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fundedPlayers } from './live/players.mjs';

// The API's own `ws` as the clients' socket too: the runtime's WebSocket parses too slowly for a thousand clients in
// one process, and the bench would measure itself.
const { WebSocket } = createRequire(new URL('../../packages/api/package.json', import.meta.url))('ws');
const ROUNDS = 4;
const GROWTH = 0.00006;
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);

const multiplierAt = (ms) => (ms > 0 ? Math.floor(100 * Math.exp(GROWTH * ms)) : 100);
function timeOf(hundredths) {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / GROWTH) - 2);
  while (multiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function startServer() {
  const child = fork(fileURLToPath(new URL('./live/server.mjs', import.meta.url)), { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => resolve({ child, url: message.url }));
  });
}

const usage = (child) =>
  new Promise((resolve) => {
    child.once('message', resolve);
    child.send('usage');
  });

/** Resolves true once `done()` holds, or false after `limitMs`: a bench reports what it saw instead of hanging. */
function until(done, limitMs = 300_000) {
  const deadline = Date.now() + limitMs;
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const ok = done();
      if (!ok && Date.now() < deadline) return;
      clearInterval(check);
      resolve(ok);
    }, 50);
  });
}

/** One simulated player: logs in on its socket, bets each betting phase, cashes out by hand or by target. */
function player(url, token, index, stats) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/crash/live`);
  let key = 0;
  let started = null;
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  // A socket the server drops (its backlog limit) sees no more busts: the rounds wait for the others only.
  socket.on('close', () => {
    if (!stats.closing) stats.dropped += 1;
  });
  socket.on('message', (data) => {
    stats.received += 1;
    const frame = JSON.parse(String(data));
    const send = (payload) => {
      stats.sent += 1;
      socket.send(JSON.stringify(payload));
    };
    if (frame.type === 'snapshot' && frame.balance_minor !== null) stats.ready += 1;
    if (
      frame.type === 'crash.opened' ||
      (frame.type === 'snapshot' && frame.balance_minor !== null && frame.crash.round.phase === 'betting')
    ) {
      const auto = index % 2 === 0 ? 101 + ((index * 37) % 200) : null;
      send({ type: 'crash.bet', key: `b${index}-${(key += 1)}`, stake_minor: 1, auto_cash_out: auto });
    }
    if (frame.type === 'crash.started') {
      started = frame;
      if (index % 2 === 1) {
        const roundId = frame.round_id;
        setTimeout(
          () => send({ type: 'crash.cash_out', key: `c${index}-${(key += 1)}`, round_id: roundId }),
          500 + (index % 1500),
        );
      }
    }
    if (frame.type === 'crash.busted' && started && started.round_id === frame.round_id) {
      stats.latencies.push(Date.now() - (started.started_at + timeOf(frame.crash)));
      stats.busts.set(frame.round_id, (stats.busts.get(frame.round_id) ?? 0) + 1);
    }
  });
  return socket;
}

async function measure(url, child, count) {
  const tokens = await fundedPlayers(url, count);
  const stats = {
    ready: 0,
    received: 0,
    sent: 0,
    latencies: [],
    busts: new Map(),
    dropped: 0,
    closing: false,
  };
  const sockets = tokens.map((token, index) => player(url, token, index, stats));
  // Every player logged in, then one bust to warm up: the rounds measured after it are seen whole by everyone.
  const loggedIn = await until(() => stats.ready >= count - stats.dropped);
  const readyCount = stats.ready;
  const warmUp = stats.busts.size;
  await until(() => stats.busts.size > warmUp);
  Object.assign(stats, { received: 0, sent: 0, latencies: [], busts: new Map() });
  const before = await usage(child);
  const complete = await until(
    () =>
      stats.busts.size >= ROUNDS &&
      [...stats.busts.values()].every((n) => n >= Math.min(readyCount, count - stats.dropped)),
  );
  const after = await usage(child);
  stats.closing = true;
  for (const socket of sockets) socket.close();
  const seconds = (after.at - before.at) / 1000;
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    players: count,
    rounds: ROUNDS,
    bustP50Ms: percentile(sorted, 50),
    bustP99Ms: percentile(sorted, 99),
    framesPerSecond: Math.round((stats.received + stats.sent) / seconds),
    serverCpuPercent: Math.round((cpuMs / (seconds * 1000)) * 1000) / 10,
    serverRssMb: Math.round(after.rss / 1024 / 1024),
    droppedPlayers: stats.dropped,
    // Set when the run did not see every player logged in, or every round reach every player, within 5 minutes.
    ...(loggedIn && complete
      ? {}
      : { incomplete: `logged in ${readyCount}/${count}, rounds ${stats.busts.size}` }),
  };
}

const { child, url } = await startServer();
try {
  const rows = [];
  for (const count of sizes.length > 0 ? sizes : [100, 500, 1000]) {
    rows.push(await measure(url, child, count));
    console.log(JSON.stringify(rows[rows.length - 1]));
  }
  console.table(rows);
} finally {
  child.send('stop');
}
