import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type RunningApi, type StartApiOptions } from '../../src/index.ts';
import { ManualClock, ManualScheduler } from './clock.ts';
import { emailRegistration, type EmailRegistration } from './factories.ts';
import { HttpClient, type HttpAnswer } from './http.ts';

export interface TestApi {
  readonly api: RunningApi;
  readonly http: HttpClient;
  readonly clock: ManualClock;
  /** Moves the live games (crash, rooms) on the same clock. */
  readonly scheduler: ManualScheduler;
  readonly logs: string[];
  /** A fresh client (its own cookie jar) against the same server. */
  client(): HttpClient;
  close(): Promise<void>;
}

/** Rate limits high enough that only the rate-limit tests meet them. */
export const RELAXED_LIMITS = {
  login: { max: 1000, windowSeconds: 60 },
  code: { max: 1000, windowSeconds: 60 },
  loginPerAddress: { max: 1000, windowSeconds: 60 },
  codePerAddress: { max: 1000, windowSeconds: 60 },
  registerPerAddress: { max: 1000, windowSeconds: 60 },
  passwordUpdate: { max: 1000, windowSeconds: 60 },
  ingestPerAddress: { max: 1000, windowSeconds: 60 },
  codeGuesses: { max: 1000, windowSeconds: 60 },
};

/** A server on a free port over a fresh in-memory database, with a cheap scrypt, a hand-moved clock and `/__dev/*`. */
export async function startTestApi(options: StartApiOptions = {}): Promise<TestApi> {
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const logs: string[] = [];
  const api = await startApi({
    port: 0,
    dataDir: ':memory:',
    dev: true,
    scryptCost: 1024,
    rateLimits: RELAXED_LIMITS,
    // Answers of recovery and code sends are held to an even time in production; recoveryTiming.test.ts checks it.
    evenAnswerMs: 0,
    clock,
    log: (line) => logs.push(line),
    warn: (line) => logs.push(line),
    ...options,
    // The clock jumps by whole rounds here, as no live client (which pings every 5 s) would be silent: sockets are
    // closed as idle only in the tests that set the idle time.
    socketLimits: { idleMs: 3_600_000, ...options.socketLimits },
    // An idle connection stays open until its client closes it. The server runs in the test's process: a long
    // synchronous test (a property test) stops the loop past the keep-alive timeout, the next request goes out on a
    // pooled connection before the loop runs any timer, and the server's idle timer, due first, dropped it unread
    // (ECONNRESET, issue 37; keepAliveReuse.test.ts). The tests of the timeouts set their own.
    connectionLimits: { keepAliveTimeoutMs: 0, ...options.connectionLimits },
    // A short chain keeps start-up quick; the live games wait on the manual scheduler.
    live: { scheduler, ...options.live, settings: { chainLength: 1_000, ...options.live?.settings } },
  });
  return {
    api,
    http: new HttpClient(api.url),
    clock,
    scheduler,
    logs,
    client: () => new HttpClient(api.url),
    close: () => api.close(),
  };
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-api-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RegisteredPlayer extends EmailRegistration {
  token: string;
  /** From the HttpOnly cookie: the answer's body never carries it. */
  refreshToken: string;
}

export async function registerPlayer(
  http: HttpClient,
  overrides: Partial<EmailRegistration> = {},
): Promise<RegisteredPlayer> {
  const registration = emailRegistration.build(overrides);
  const answer = await http.post('/api/v2/auth/register/email', registration);
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
  return { ...registration, token: answer.body['token'], refreshToken: refreshCookieOf(answer) };
}

/** The refresh token an answer set in its cookie. */
export function refreshCookieOf(answer: HttpAnswer): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
  const value = cookie?.split(';')[0]?.slice('refresh_token='.length);
  if (!value) throw new Error('no refresh cookie in the answer');
  return value;
}

export async function logInDemo(http: HttpClient, email = 'demo@example.com'): Promise<string> {
  const answer = await http.post('/api/v2/auth/login/email/password', { email, password: 'demo12345' });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return answer.body['token'];
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

/** The newest message the server "sent" to an address. */
export async function lastMessage(http: HttpClient, to: string): Promise<OutboxMessage> {
  const answer = await http.get<{ data: OutboxMessage[] }>(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const message = answer.body.data[0];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}
