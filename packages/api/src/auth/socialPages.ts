import type { Context } from 'hono';
import type { SocialState } from './socialStore.ts';
import { escapeHtml, renderPage, scriptValue } from '../http/html.ts';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  telegram: 'Telegram',
  vk: 'VK ID',
  yandex: 'Yandex ID',
  steam: 'Steam',
};

/** The provider's consent screen, played by this server: the player names the provider account and allows or denies. */
export function consentPage(c: Context, state: SocialState, error?: 'invalid_email'): Response {
  const provider = PROVIDER_NAMES[state.provider] ?? state.provider;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const warning = error ? '<p role="alert">Enter the email address of your account.</p>' : '';
  return renderPage(c, {
    title: `Sign in with ${provider}`,
    status: error ? 422 : 200,
    body: `<h1>Sign in with ${escapeHtml(provider)}</h1>
<p>The site at <strong>${escapeHtml(state.origin)}</strong> asks to use your ${escapeHtml(provider)} account:
your name and email address.</p>
<form method="post">
  ${hidden('state', state.id)}${hidden('origin', state.origin)}
  <label for="account">${escapeHtml(provider)} account</label>
  <input id="account" name="account" type="email" autocomplete="email" required value="player@${escapeHtml(state.provider)}.example">
  ${warning}
  <div class="actions">
    <button class="secondary" name="decision" value="deny">Deny</button>
    <button class="primary" name="decision" value="allow">Allow</button>
  </div>
</form>`,
  });
}

/** A consent link that is unknown, spent, expired or aimed at an origin that is not allowed: no script, nothing posted. */
export function refusalPage(c: Context): Response {
  return renderPage(c, {
    title: 'Sign-in link is not valid',
    status: 400,
    body: `<h1>This sign-in link is not valid</h1>
<p>It has expired, was already used, or was not opened by the site. Close this window and start again from the site.</p>`,
  });
}

/** Hands the answer to the site that opened the popup, and only to that origin, then closes. */
export function resultPage(c: Context, origin: string, message: Record<string, unknown>): Response {
  return renderPage(c, {
    title: 'Signing in',
    body: '<h1>Done</h1><p>You can close this window and return to the site.</p>',
    script: `(function () {
  var message = ${scriptValue(message)};
  if (window.opener) window.opener.postMessage(message, ${scriptValue(origin)});
  window.close();
})();`,
  });
}
