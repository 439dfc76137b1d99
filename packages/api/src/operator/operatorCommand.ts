import { parseArgs } from 'node:util';

/** One call of the operator API, as a command line asks for it. */
export interface OperatorCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: Record<string, unknown>;
  /** A document's file is written here rather than printed. */
  readonly saveTo?: string;
}

export type OperatorCommand =
  | {
      readonly kind: 'call';
      readonly call: OperatorCall;
      readonly api: string;
      readonly token: string | undefined;
    }
  | { readonly kind: 'token' }
  | { readonly kind: 'help' };

export const OPERATOR_USAGE = `Usage: pnpm --filter @casino/api operator <command> [--api <url>] [--token <token>]

  withdrawals [--status pending|paid|rejected|cancelled]   list withdrawals (role payments)
  withdrawal approve <id>                                   pay a pending withdrawal (payments)
  withdrawal reject <id> --reason <text>                    reject it; the hold goes back to the player (payments)
  verifications [--status pending|unverified|verified|failed]  list identity checks (kyc)
  verification show <player>                                a player's check and documents (kyc)
  verification document <player> <id> --out <file>         save a document's file to review it (kyc)
  verification approve <player>                             approve a pending check (kyc)
  verification reject <player> --reason <text>              reject it; the player reads the reason (kyc)
  safer-play <player>                                       a player's limits and break (safer_play)
  limit <player> <kind> <value|none>                        set a limit, e.g. deposit_day 100 (safer_play)
  exclude <player> time_out|self_exclusion <days>           start a break (safer_play)
  audit [--limit <n>] [--operator <name>]                   the audit log, newest first (audit)
  token                                                     a new random token and the SHA-256 to configure

The API is --api or OPERATOR_API_URL (default http://localhost:8787); the token is --token or OPERATOR_TOKEN.`;

const usage = (message: string) => new Error(`${message}\n\n${OPERATOR_USAGE}`);

function idArg(value: string | undefined, what: string): string {
  if (value === undefined || !/^\d{1,15}$/.test(value)) throw usage(`${what}: a number is needed`);
  return value;
}

function reasonArg(reason: string | undefined): string {
  if (reason === undefined || reason.trim() === '') throw usage('--reason is needed to reject');
  return reason;
}

/** The API call a command line means; a wrong one throws with the usage. */
function callOf(words: readonly string[], values: Record<string, string | undefined>): OperatorCall {
  const [command, first, second, third] = words;
  const status = values['status'] ? `?status=${encodeURIComponent(values['status'])}` : '';
  switch (command) {
    case 'withdrawals':
      return { method: 'GET', path: `/operator/v1/withdrawals${status}` };
    case 'withdrawal': {
      if (first !== 'approve' && first !== 'reject') throw usage('withdrawal approve|reject <id>');
      const path = `/operator/v1/withdrawals/${idArg(second, 'withdrawal')}/${first}`;
      return first === 'approve'
        ? { method: 'POST', path }
        : { method: 'POST', path, body: { reason: reasonArg(values['reason']) } };
    }
    case 'verifications':
      return { method: 'GET', path: `/operator/v1/verifications${status}` };
    case 'verification': {
      const path = `/operator/v1/verifications/${idArg(second, 'player')}`;
      if (first === 'show') return { method: 'GET', path };
      if (first === 'document') {
        const out = values['out'];
        if (out === undefined || out === '') throw usage('--out <file> is needed to save a document');
        return { method: 'GET', path: `${path}/documents/${idArg(third, 'document')}`, saveTo: out };
      }
      if (first === 'approve') return { method: 'POST', path: `${path}/approve` };
      if (first === 'reject')
        return { method: 'POST', path: `${path}/reject`, body: { reason: reasonArg(values['reason']) } };
      throw usage('verification show|document|approve|reject <player>');
    }
    case 'safer-play':
      return { method: 'GET', path: `/operator/v1/players/${idArg(first, 'player')}/safer-play` };
    case 'limit': {
      if (second === undefined || third === undefined) throw usage('limit <player> <kind> <value|none>');
      const value = third === 'none' ? null : Number(third);
      if (value !== null && !Number.isFinite(value)) throw usage('the limit is a number or none');
      return {
        method: 'POST',
        path: `/operator/v1/players/${idArg(first, 'player')}/limits`,
        body: { kind: second, value },
      };
    }
    case 'exclude':
      return {
        method: 'POST',
        path: `/operator/v1/players/${idArg(first, 'player')}/exclusion`,
        body: { kind: second, days: Number(idArg(third, 'days')) },
      };
    case 'audit': {
      const query = new URLSearchParams();
      if (values['limit']) query.set('limit', values['limit']);
      if (values['operator']) query.set('operator', values['operator']);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return { method: 'GET', path: `/operator/v1/audit${search}` };
    }
    default:
      throw usage(command === undefined ? 'a command is needed' : `unknown command "${command}"`);
  }
}

export function parseOperatorCommand(argv: readonly string[], env: NodeJS.ProcessEnv): OperatorCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      status: { type: 'string' },
      reason: { type: 'string' },
      limit: { type: 'string' },
      operator: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const { help, ...strings } = values;
  if (help || positionals[0] === 'help') return { kind: 'help' };
  if (positionals[0] === 'token') return { kind: 'token' };
  return {
    kind: 'call',
    call: callOf(positionals, strings),
    api: (values.api ?? env['OPERATOR_API_URL'] ?? 'http://localhost:8787').replace(/\/+$/, ''),
    token: values.token ?? env['OPERATOR_TOKEN'],
  };
}
