import { describe, expect, it } from 'vitest';
import { parseOperatorCommand } from '../src/operator/operatorCommand.ts';

const env = { OPERATOR_TOKEN: 'a-token-from-the-environment' };
const callOf = (...argv: string[]) => {
  const command = parseOperatorCommand(argv, env);
  if (command.kind !== 'call') throw new Error(`not a call: ${command.kind}`);
  return command.call;
};

describe('pnpm --filter @casino/api operator …', () => {
  it('turns each command into its operator API call', () => {
    expect(callOf('withdrawals')).toEqual({ method: 'GET', path: '/operator/v1/withdrawals' });
    expect(callOf('withdrawals', '--status', 'paid')).toEqual({
      method: 'GET',
      path: '/operator/v1/withdrawals?status=paid',
    });
    expect(callOf('withdrawal', 'approve', '12')).toEqual({
      method: 'POST',
      path: '/operator/v1/withdrawals/12/approve',
    });
    expect(callOf('withdrawal', 'reject', '12', '--reason', 'Blocked address')).toEqual({
      method: 'POST',
      path: '/operator/v1/withdrawals/12/reject',
      body: { reason: 'Blocked address' },
    });
    expect(callOf('verifications')).toEqual({ method: 'GET', path: '/operator/v1/verifications' });
    expect(callOf('verification', 'show', '7')).toEqual({
      method: 'GET',
      path: '/operator/v1/verifications/7',
    });
    expect(callOf('verification', 'document', '7', '3', '--out', 'doc.pdf')).toEqual({
      method: 'GET',
      path: '/operator/v1/verifications/7/documents/3',
      saveTo: 'doc.pdf',
    });
    expect(callOf('verification', 'reject', '7', '--reason', 'Expired')).toEqual({
      method: 'POST',
      path: '/operator/v1/verifications/7/reject',
      body: { reason: 'Expired' },
    });
    expect(callOf('safer-play', '7')).toEqual({ method: 'GET', path: '/operator/v1/players/7/safer-play' });
    expect(callOf('limit', '7', 'deposit_day', '100')).toEqual({
      method: 'POST',
      path: '/operator/v1/players/7/limits',
      body: { kind: 'deposit_day', value: 100 },
    });
    expect(callOf('limit', '7', 'deposit_day', 'none').body).toEqual({ kind: 'deposit_day', value: null });
    expect(callOf('exclude', '7', 'self_exclusion', '180')).toEqual({
      method: 'POST',
      path: '/operator/v1/players/7/exclusion',
      body: { kind: 'self_exclusion', days: 180 },
    });
    expect(callOf('audit', '--limit', '20', '--operator', 'ana')).toEqual({
      method: 'GET',
      path: '/operator/v1/audit?limit=20&operator=ana',
    });
  });

  it('takes the API and the token from the environment unless given', () => {
    expect(parseOperatorCommand(['withdrawals'], env)).toMatchObject({
      api: 'http://localhost:8787',
      token: 'a-token-from-the-environment',
    });
    expect(
      parseOperatorCommand(['withdrawals', '--api', 'http://127.0.0.1:9000/', '--token', 'x'], env),
    ).toMatchObject({ api: 'http://127.0.0.1:9000', token: 'x' });
  });

  it('refuses a wrong command with the usage, and offers help and a new token', () => {
    expect(() => callOf('withdrawal', 'pay', '1')).toThrow(/Usage:/);
    expect(() => callOf('withdrawal', 'approve', 'abc')).toThrow(/a number is needed/);
    expect(() => callOf('verification', 'reject', '7')).toThrow(/--reason is needed/);
    expect(() => callOf('verification', 'document', '7', '3')).toThrow(/--out/);
    expect(() => callOf('refund', '1')).toThrow(/unknown command "refund"/);
    expect(parseOperatorCommand(['--help'], env)).toEqual({ kind: 'help' });
    expect(parseOperatorCommand(['token'], env)).toEqual({ kind: 'token' });
  });
});
