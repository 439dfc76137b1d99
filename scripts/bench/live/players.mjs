// Funded USD players for the live bench: registered and paid in over the API's own HTTP routes.

async function call(url, method, path, body, token) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function fundedPlayer(url, index) {
  const email = `bench-live-${index}-${Date.now()}@example.org`;
  const registered = await call(url, 'POST', '/api/v2/auth/register/email', {
    email,
    password: 'bench-password-1',
    currency: 'USD',
  });
  const token = registered.token;
  const billing = await call(url, 'GET', '/api/v2/billing/data', undefined, token);
  const card = billing.data.payments.methods[0];
  const invoice = await call(
    url,
    'POST',
    '/api/v2/billing/payment',
    { method: card.hash, amount: 100 },
    token,
  );
  await call(url, 'POST', `/__dev/invoices/${invoice.data.id}/pay`);
  return token;
}

/** `count` players, a few at a time. */
export async function fundedPlayers(url, count) {
  const tokens = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, offset) =>
      fundedPlayer(url, start + offset),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}
