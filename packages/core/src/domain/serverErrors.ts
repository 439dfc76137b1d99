import type { DomainError } from './errors.ts';

/**
 * What the player is told about a failure, as translation keys (§5, §8). Keys are relative to the web app's
 * `errors` namespace: codes under `error.{code}`, 403 codes under `profile.error.{code}`, the notification title
 * is `label` ("Error"), password form messages under `profile.settings.password.{field}`.
 */
export const ERRORS_NAMESPACE = 'errors';
export const ERROR_TITLE_KEY = 'label';
/** For a code that cannot be a key (spaces, dots, markup): the raw text goes in `detail`. */
export const ERROR_UNKNOWN_KEY = 'error.unknown';

export type MessageParams = Readonly<Record<string, string | number>>;

export interface TranslatableText {
  readonly key: string;
  /** The server's text after the first colon ("too_short: at least 8"), or the raw message behind an unknown key. */
  readonly detail: string | null;
  readonly params?: MessageParams;
}

export interface FieldError extends TranslatableText {
  readonly field: string;
}

export interface ErrorNotification {
  readonly titleKey: string;
  readonly titleParams?: MessageParams;
  readonly lines: readonly TranslatableText[];
}

/** The keys every locale bundle must hold (besides one `error.{code}` per contract code). */
export const NOTIFICATION_KEYS = [
  ERROR_TITLE_KEY,
  ERROR_UNKNOWN_KEY,
  'error.network',
  'error.aborted',
  'error.timeout',
  'error.unsupported_protocol',
  'error.unauthenticated',
  'error.validation',
  'error.balance_not_enough',
  'error.region_blocked',
  'error.not_found',
  'error.malformed',
  'error.server_error',
  'profile.error.unknown',
  'profile.settings.password.old_password',
  'profile.settings.password.new_password',
  'profile.settings.password.password_confirm',
] as const;

const CAPTCHA_REQUIRED = 'captcha-required';
const INSUFFICIENT_BALANCE = 'balance_not_enough';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const isCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);
const text = (key: string, detail: string | null = null, params?: MessageParams): TranslatableText =>
  params ? { key, detail, params } : { key, detail };

/** One server message: the part before the first colon is the code, looked up as error.{code}. */
export function translateServerMessage(message: string): TranslatableText {
  const colon = message.indexOf(':');
  const code = (colon === -1 ? message : message.slice(0, colon)).trim();
  const detail = colon === -1 ? null : message.slice(colon + 1).trim() || null;
  return isCode(code) ? text(`error.${code}`, detail) : text(ERROR_UNKNOWN_KEY, message.trim() || null);
}

const messagesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((message): message is string => typeof message === 'string') : [];

const codeOf = (message: string) => message.split(':', 1)[0]?.trim() ?? '';

/** Every message of a field → messages map, in order, without the captcha-required entries (§5). */
export function collectServerErrors(fields: Readonly<Record<string, readonly string[]>>): FieldError[] {
  return Object.entries(fields).flatMap(([field, messages]) =>
    messagesOf(messages)
      .filter((message) => codeOf(message) !== CAPTCHA_REQUIRED)
      .map((message) => ({ field, ...translateServerMessage(message) })),
  );
}

/** The multiline notification for a field → messages map, titled with the error label; repeats shown once. */
export function validationNotification(
  fields: Readonly<Record<string, readonly string[]>>,
): ErrorNotification {
  const seen = new Set<string>();
  const lines = collectServerErrors(fields)
    .map(({ key, detail }) => text(key, detail))
    .filter((line) => {
      const id = `${line.key}\u0000${line.detail ?? ''}`;
      return !seen.has(id) && !!seen.add(id);
    });
  if (lines.length > 0) return { titleKey: ERROR_TITLE_KEY, lines };
  // Only captcha-required came back: the attempts' budget is spent and the captcha check could not be passed; say so.
  const captcha = Object.values(fields).some((messages) =>
    messagesOf(messages).some((message) => codeOf(message) === CAPTCHA_REQUIRED),
  );
  return {
    titleKey: ERROR_TITLE_KEY,
    lines: [text(captcha ? 'error.captcha_required' : 'error.validation')],
  };
}

export type PasswordChangeField = 'old_password' | 'new_password' | 'password_confirm';

/** Server fields of a password change 422; the request names the new password `password`, so either is read. */
const PASSWORD_CHANGE_FIELDS: readonly (readonly [PasswordChangeField, readonly string[]])[] = [
  ['old_password', ['old_password']],
  ['new_password', ['new_password', 'password']],
  ['password_confirm', ['password_confirm', 'confirm_password']],
];

/** Password change (422): each failing field shows its own message, profile.settings.password.{field} (§5). */
export function passwordChangeErrors(
  fields: Readonly<Record<string, readonly string[]>>,
): Partial<Record<PasswordChangeField, string>> {
  const failing = (names: readonly string[]) =>
    names.some((name) => Object.hasOwn(fields, name) && messagesOf(fields[name]).length > 0);
  return Object.fromEntries(
    PASSWORD_CHANGE_FIELDS.filter(([, names]) => failing(names)).map(([field]) => [
      field,
      `profile.settings.password.${field}`,
    ]),
  );
}

/** Setting a password (422): the first message of errors.password, or else the password_confirm message (§5). */
export function passwordSetError(
  fields: Readonly<Record<string, readonly string[]>>,
): TranslatableText | null {
  for (const name of ['password', 'password_confirm', 'confirm_password']) {
    const first = Object.hasOwn(fields, name) ? messagesOf(fields[name])[0] : undefined;
    if (first !== undefined) return translateServerMessage(first);
  }
  return null;
}

/** balance_not_enough means insufficient balance (§8). */
export function isInsufficientBalance(message: unknown): boolean {
  return typeof message === 'string' && message.trim() === INSUFFICIENT_BALANCE;
}

/** The client's own failure messages (§8) as keys; the timeout keeps its milliseconds as a parameter. */
export function networkMessage(message: string): TranslatableText {
  const timeout = /^timeout of (\d+)\s?ms exceeded$/.exec(message.trim());
  if (timeout) return text('error.timeout', null, { ms: Number(timeout[1]) });
  if (message.startsWith('Request aborted')) return text('error.aborted');
  if (message.startsWith('Unsupported protocol')) return text('error.unsupported_protocol');
  return text('error.network');
}

const only = (titleKey: string, titleParams?: MessageParams): ErrorNotification =>
  titleParams ? { titleKey, titleParams, lines: [] } : { titleKey, lines: [] };

/** 403 with an error field: titled profile.error.{error} (§8). */
export function forbiddenNotification(error: string): ErrorNotification {
  return only(isCode(error) ? `profile.error.${error}` : 'profile.error.unknown');
}

/** A settings answer with an error field: titled error.{error} (§8). */
export function settingsErrorNotification(error: string): ErrorNotification {
  return only(isCode(error) ? `error.${error}` : ERROR_UNKNOWN_KEY);
}

/** A message key from the server: a bare code is looked up as error.{code}; a dotted key is taken as it is. */
function serverMessageKey(messageKey: string): string {
  if (isCode(messageKey)) return `error.${messageKey}`;
  return /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(messageKey) ? messageKey : ERROR_UNKNOWN_KEY;
}

const DEPOSIT_LIMITS: Readonly<Record<string, string>> = {
  deposit_day: 'day',
  deposit_week: 'week',
  deposit_month: 'month',
};

/**
 * A deposit limit that still leaves room says how much (issue 38, item 10: "you can deposit up to $200 more today"),
 * not that it is reached; with no room left, or for another limit, the general `limit_exceeded` message stays.
 */
function limitRefusalKey(params: MessageParams | undefined): string {
  const period = DEPOSIT_LIMITS[String(params?.['limit'])];
  const left = params?.['left'];
  return period !== undefined &&
    typeof left === 'number' &&
    left > 0 &&
    typeof params?.['currency'] === 'string'
    ? `error.deposit_limit_left_${period}`
    : 'error.limit_exceeded';
}

/** A translatable notification for every domain error. */
export function notificationFor(error: DomainError): ErrorNotification {
  switch (error.kind) {
    case 'network': {
      const message = networkMessage(error.message);
      return only(message.key, message.params);
    }
    case 'unauthorised':
      return only('error.unauthenticated');
    case 'validation':
      return validationNotification(error.fields);
    case 'forbidden':
      return forbiddenNotification(error.error);
    case 'insufficientBalance':
      return only('error.balance_not_enough');
    case 'regionBlocked':
      return only('error.region_blocked');
    case 'notFound':
      return only('error.not_found');
    case 'malformedResponse':
      return only('error.malformed');
    case 'server':
      if (error.error !== undefined) return settingsErrorNotification(error.error);
      if (error.messageKey === 'limit_exceeded') return only(limitRefusalKey(error.params), error.params);
      if (error.messageKey !== undefined) return only(serverMessageKey(error.messageKey), error.params);
      return only('error.server_error', { status: error.status });
  }
}
