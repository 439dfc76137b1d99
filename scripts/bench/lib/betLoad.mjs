// Drives dice bets at the local API over loopback: one player, a fixed number of bets, a given number in flight at
// once, each on a kept-alive connection. Returns the wall time and every bet's latency.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One JSON call; resolves with the status and parsed body. */
export function call(agent, base, method, path, { body, token, headers = {} } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A new player with a deposit paid through the card method and the dev route that plays the provider. */
export async function fundedPlayer(base, currency, deposit) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const email = `bench-${process.pid}-${Date.now()}@example.org`;
    const registered = await call(agent, base, 'POST', '/api/v2/auth/register/email', {
      body: { email, password: 'bench-pass-1', currency },
    });
    const token = registered.body.token;
    const billing = await call(agent, base, 'GET', '/api/v2/billing/data', { token });
    const card = billing.body.data.payments.methods[0];
    const invoice = await call(agent, base, 'POST', '/api/v2/billing/payment', {
      token,
      body: { method: card.hash, amount: deposit },
    });
    const paid = await call(agent, base, 'POST', `/__dev/invoices/${invoice.body.data.id}/pay`);
    if (paid.status !== 200) throw new Error(`deposit not paid: ${JSON.stringify(paid.body)}`);
    return token;
  } finally {
    agent.destroy();
  }
}

/**
 * `count` dice bets, `concurrency` in flight at once (each worker on its own kept-alive socket). Every answer must be
 * a settled bet: a refusal stops the run, since a figure over failed calls would flatter the server.
 */
export async function diceLoad(base, token, { count, concurrency, stake, keyPrefix }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      const answer = await call(agent, base, 'POST', '/dice/games/dice/bets', {
        token,
        headers: { 'idempotency-key': `${keyPrefix}-${index}` },
        body: { amount: stake, params: { target: 50.5, direction: 'under' } },
      });
      latencies.push(performance.now() - started);
      if (answer.status !== 200)
        throw new Error(`bet ${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return { wallMs: performance.now() - started, latencies };
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
