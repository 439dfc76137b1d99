// What `npm start` runs, from its environment: kept apart from dev.mjs so the ports and origins can be tested.
import { generateKeyPairSync } from 'node:crypto';

/**
 * The API and web development-server settings for WEB_PORT and API_PORT (defaults 5173 and 8787). The API's CORS allows
 * the site's own origin, whatever port it is on: without it every data block of the page fails.
 * @param {Record<string, string | undefined>} env
 */
export function devPlan(env) {
  const apiPort = env.API_PORT ?? '8787';
  const webPort = env.WEB_PORT ?? '5173';
  // The game provider stand-in: its own port, so its game pages are another origin than the site, as a real one's are.
  const providerPort = env.PROVIDER_PORT ?? '8790';
  const apiUrl = `http://localhost:${apiPort}`;
  const webOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  return {
    apiPort,
    webPort,
    apiUrl,
    providerUrl: `http://localhost:${providerPort}`,
    webUrl: `http://localhost:${webPort}/`,
    apiArgs: [
      ...['--port', apiPort, '--provider-port', providerPort, '--dev', '--origins', webOrigins.join(',')],
      // The house's bot players bet a few times a minute, so a first visit meets a live house; API_BOTS=0 turns them off.
      env.API_BOTS === '0' || env.API_BOTS === 'false' ? '--no-bots' : '--bots',
    ],
    webEnv: {
      VITE_API_URL: apiUrl,
      // The local API serves every game path under these prefixes too, so each §7 per-game base is really used.
      VITE_DICE_API_URL: `${apiUrl}/dice`,
      VITE_COINFLIP_API_URL: `${apiUrl}/coinflip`,
      VITE_KENO_API_URL: `${apiUrl}/keno`,
      VITE_GENERAL_API_URL: `${apiUrl}/general`,
      VITE_MINER_API_URL: `${apiUrl}/miner`,
      VITE_CASES_API_URL: `${apiUrl}/cases`,
      VITE_GAME_PROVIDER_URL: `http://localhost:${providerPort}`,
      // The chat widget and the messaging analytics script, played by the provider stand-in (unset: none at all).
      VITE_CHAT_SCRIPT_URL: `http://localhost:${providerPort}/assets/chat.js`,
      VITE_CHAT_KEY: 'local-chat',
      VITE_MESSAGING_SCRIPT_URL: `http://localhost:${providerPort}/assets/messaging.js`,
    },
  };
}

/**
 * A key pair for the fingerprint the site sends encrypted (§7): the public half (SPKI, base64) is built into the site
 * (`VITE_FINGERPRINT_KEY`), the private half (PEM) opens it in the API (`API_FINGERPRINT_PRIVATE_KEY`).
 */
export function fingerprintKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
