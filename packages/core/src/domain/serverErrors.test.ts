import { describe, expect, it } from 'vitest';
import type { DomainError } from './errors.ts';
import {
  NOTIFICATION_KEYS,
  collectServerErrors,
  forbiddenNotification,
  isInsufficientBalance,
  notificationFor,
  passwordChangeErrors,
  passwordSetError,
  settingsErrorNotification,
  translateServerMessage,
  validationNotification,
} from './serverErrors.ts';

describe('translateServerMessage', () => {
  it('splits a message at the first colon and looks up the part before as error.{code}', () => {
    expect(translateServerMessage('too_short: at least 8: letters')).toEqual({
      key: 'error.too_short',
      detail: 'at least 8: letters',
    });
    expect(translateServerMessage('required')).toEqual({ key: 'error.required', detail: null });
  });

  it('never builds a key from text that is not a code', () => {
    expect(translateServerMessage('The email is taken')).toEqual({
      key: 'error.unknown',
      detail: 'The email is taken',
    });
    expect(translateServerMessage('a.b: x')).toEqual({ key: 'error.unknown', detail: 'a.b: x' });
  });
});

describe('collectServerErrors', () => {
  it('collects all messages of all fields and skips captcha-required', () => {
    expect(
      collectServerErrors({
        email: ['invalid_email', 'taken'],
        captcha: ['captcha-required'],
        password: ['too_short: 8', 'captcha-required: score'],
      }),
    ).toEqual([
      { field: 'email', key: 'error.invalid_email', detail: null },
      { field: 'email', key: 'error.taken', detail: null },
      { field: 'password', key: 'error.too_short', detail: '8' },
    ]);
  });

  it('ignores entries that are not lists of strings', () => {
    const hostile = { email: 'required', phone: [42, 'required'] } as unknown as Record<string, string[]>;
    expect(collectServerErrors(hostile)).toEqual([{ field: 'phone', key: 'error.required', detail: null }]);
  });
});

describe('validationNotification', () => {
  it('shows a multiline notification titled with the error label', () => {
    expect(validationNotification({ email: ['required'], password: ['required', 'too_short: 8'] })).toEqual({
      titleKey: 'label',
      lines: [
        { key: 'error.required', detail: null },
        { key: 'error.too_short', detail: '8' },
      ],
    });
  });

  it('says a captcha check is now needed when only captcha-required came back (the attempts are spent)', () => {
    expect(validationNotification({ captcha: ['captcha-required'] })).toEqual({
      titleKey: 'label',
      lines: [{ key: 'error.captcha_required', detail: null }],
    });
    expect(validationNotification({})).toEqual({
      titleKey: 'label',
      lines: [{ key: 'error.validation', detail: null }],
    });
  });
});

describe('passwordChangeErrors', () => {
  it('shows the specific message for old_password, new_password and password_confirm', () => {
    expect(
      passwordChangeErrors({
        old_password: ['wrong_password'],
        new_password: ['too_short'],
        password_confirm: ['mismatch'],
      }),
    ).toEqual({
      old_password: 'profile.settings.password.old_password',
      new_password: 'profile.settings.password.new_password',
      password_confirm: 'profile.settings.password.password_confirm',
    });
  });

  it('reads the server field password as the new password', () => {
    expect(passwordChangeErrors({ password: ['too_short'] })).toEqual({
      new_password: 'profile.settings.password.new_password',
    });
    expect(passwordChangeErrors({ old_password: [] })).toEqual({});
  });
});

describe('passwordSetError', () => {
  it('shows the first message of errors.password', () => {
    expect(
      passwordSetError({ password: ['too_short: 8', 'required'], password_confirm: ['mismatch'] }),
    ).toEqual({
      key: 'error.too_short',
      detail: '8',
    });
  });

  it('shows the password_confirm message when password has none', () => {
    expect(passwordSetError({ password_confirm: ['mismatch'] })).toEqual({
      key: 'error.mismatch',
      detail: null,
    });
    expect(passwordSetError({})).toBeNull();
  });
});

describe('isInsufficientBalance', () => {
  it('recognises balance_not_enough as insufficient balance', () => {
    expect(isInsufficientBalance('balance_not_enough')).toBe(true);
    expect(isInsufficientBalance('validation')).toBe(false);
    expect(isInsufficientBalance(undefined)).toBe(false);
  });
});

describe('forbidden and settings notifications', () => {
  it('titles a 403 with an error field profile.error.{error}', () => {
    expect(forbiddenNotification('already_member')).toEqual({
      titleKey: 'profile.error.already_member',
      lines: [],
    });
    expect(forbiddenNotification('<img>')).toEqual({ titleKey: 'profile.error.unknown', lines: [] });
  });

  it('titles a settings answer with an error field error.{error}', () => {
    expect(settingsErrorNotification('invalid_currency')).toEqual({
      titleKey: 'error.invalid_currency',
      lines: [],
    });
  });
});

describe('notificationFor', () => {
  it("maps 'Network Error', 'Request aborted', 'timeout of N ms exceeded' and 'Unsupported protocol' to keys", () => {
    const network = (message: string) => notificationFor({ kind: 'network', message });
    expect(network('Network Error')).toEqual({ titleKey: 'error.network', lines: [] });
    expect(network('Request aborted')).toEqual({ titleKey: 'error.aborted', lines: [] });
    expect(network('timeout of 60000ms exceeded')).toEqual({
      titleKey: 'error.timeout',
      titleParams: { ms: 60000 },
      lines: [],
    });
    expect(network('timeout of 3000 ms exceeded').titleParams).toEqual({ ms: 3000 });
    expect(network('Unsupported protocol ftp:')).toEqual({
      titleKey: 'error.unsupported_protocol',
      lines: [],
    });
    expect(network('socket hang up')).toEqual({ titleKey: 'error.network', lines: [] });
  });

  it('titles other API errors with the message key plus params', () => {
    expect(
      notificationFor({ kind: 'server', status: 422, messageKey: 'limit_exceeded', params: { max: 100 } }),
    ).toEqual({ titleKey: 'error.limit_exceeded', titleParams: { max: 100 }, lines: [] });
    expect(notificationFor({ kind: 'server', status: 503 })).toEqual({
      titleKey: 'error.server_error',
      titleParams: { status: 503 },
      lines: [],
    });
  });

  it('says how much a deposit limit still allows when it leaves room, else that the limit is reached', () => {
    const params = { limit: 'deposit_day', ends_at: '2026-01-02T00:00:00.000Z', left: 200, currency: 'USD' };
    expect(notificationFor({ kind: 'server', status: 422, messageKey: 'limit_exceeded', params })).toEqual({
      titleKey: 'error.deposit_limit_left_day',
      titleParams: params,
      lines: [],
    });
    const week = { ...params, limit: 'deposit_week' };
    expect(
      notificationFor({ kind: 'server', status: 422, messageKey: 'limit_exceeded', params: week }).titleKey,
    ).toBe('error.deposit_limit_left_week');
    for (const reached of [
      { ...params, left: 0 },
      { ...params, limit: 'loss_day' },
      { limit: 'deposit_day' },
    ])
      expect(
        notificationFor({ kind: 'server', status: 422, messageKey: 'limit_exceeded', params: reached })
          .titleKey,
      ).toBe('error.limit_exceeded');
  });

  it('titles a settings answer error.{error}', () => {
    expect(notificationFor({ kind: 'server', status: 200, error: 'unsupported' }).titleKey).toBe(
      'error.unsupported',
    );
  });

  it('describes every kind of domain error with a known key', () => {
    const errors: DomainError[] = [
      { kind: 'network', message: 'Network Error' },
      { kind: 'unauthorised' },
      { kind: 'validation', fields: { email: ['required'] } },
      { kind: 'forbidden', error: 'already_member' },
      { kind: 'insufficientBalance' },
      { kind: 'regionBlocked' },
      { kind: 'notFound' },
      { kind: 'malformedResponse', detail: 'balance missing' },
      { kind: 'server', status: 500 },
    ];
    const titles = errors.map((error) => notificationFor(error).titleKey);
    expect(titles).toEqual([
      'error.network',
      'error.unauthenticated',
      'label',
      'profile.error.already_member',
      'error.balance_not_enough',
      'error.region_blocked',
      'error.not_found',
      'error.malformed',
      'error.server_error',
    ]);
    for (const title of titles.filter((key) => !key.startsWith('profile.error.'))) {
      expect(NOTIFICATION_KEYS).toContain(title);
    }
  });
});
