import type { Deps } from '../deps.ts';
import type { ContentLang } from '../http/request.ts';
import { renderMessage, type MessageKind } from './messages.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  readonly channel: Channel;
  readonly to: string;
  readonly kind: MessageKind;
  readonly lang: ContentLang;
  readonly code?: string;
  readonly link?: string;
  readonly params?: Record<string, string>;
}

/**
 * Nothing leaves this machine: every email and SMS is kept in the outbox (readable at `/__dev/outbox`)
 * and printed to the log, so a person or a test can finish the flow.
 */
export function send(deps: Deps, message: OutgoingMessage): void {
  const { subject, body } = renderMessage(message.kind, message.lang, {
    ...message.params,
    code: message.code ?? '',
    link: message.link ?? '',
  });
  const now = deps.clock.now();
  deps.db.run(
    'INSERT INTO outbox (channel, recipient, subject, body, code, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    message.channel,
    message.to,
    subject,
    body,
    message.code ?? null,
    message.link ?? null,
    now,
  );
  deps.log(`[outbox] ${message.channel} to ${message.to}: ${subject}: ${body}`);
}

export interface OutboxEntry {
  id: number;
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

export function listOutbox(deps: Deps, to: string | undefined, limit: number): OutboxEntry[] {
  const rows = deps.db.all<
    Omit<OutboxEntry, 'to' | 'created_at'> & { recipient: string; created_at: number }
  >(
    `SELECT id, channel, recipient, subject, body, code, link, created_at FROM outbox
     WHERE (? IS NULL OR recipient = ? COLLATE NOCASE) ORDER BY id DESC LIMIT ?`,
    to ?? null,
    to ?? null,
    limit,
  );
  return rows.map(({ recipient, created_at, ...row }) => ({
    ...row,
    to: recipient,
    created_at: deps.clock.iso(created_at),
  }));
}
