import type {
  ApiResult,
  LiveStatus,
  PlaceSportsBetAnswer,
  PlaceSportsBetRequest,
  SportEvent,
  SportsBet,
  SportsbookApi,
  SportsFeed,
  SportsFeedMessage,
} from '../../src/index.ts';
import { err, ok } from '../../src/domain/result.ts';

/** The sportsbook API in memory: the line it answers, and the answer the next bet gets. */
export class FakeSportsbookApi implements SportsbookApi {
  events: SportEvent[] = [];
  bets: SportsBet[] = [];
  nextAnswer: PlaceSportsBetAnswer | null = null;
  readonly placed: PlaceSportsBetRequest[] = [];
  listCalls = 0;

  listEvents(): ApiResult<readonly SportEvent[]> {
    return Promise.resolve(ok(this.events));
  }

  getEvent(id: string): ApiResult<SportEvent> {
    const event = this.events.find((one) => one.id === id);
    return Promise.resolve(event ? ok(event) : err({ kind: 'notFound' }));
  }

  placeBet(request: PlaceSportsBetRequest): ApiResult<PlaceSportsBetAnswer> {
    this.placed.push(request);
    const answer = this.nextAnswer;
    return Promise.resolve(answer ? ok(answer) : err({ kind: 'network', message: 'Network Error' }));
  }

  listBets(status: 'open' | 'settled' | null): ApiResult<readonly SportsBet[]> {
    this.listCalls += 1;
    const open = (bet: SportsBet) => bet.status === 'open';
    return Promise.resolve(
      ok(
        status === null ? this.bets : this.bets.filter((bet) => (status === 'open' ? open(bet) : !open(bet))),
      ),
    );
  }
}

/** The real-time line by hand: `send` delivers a frame as the socket would. */
export class FakeSportsFeed implements SportsFeed {
  status: LiveStatus = 'offline';
  started = 0;
  readonly #messages = new Set<(message: SportsFeedMessage) => void>();
  readonly #statuses = new Set<(status: LiveStatus) => void>();

  start(): void {
    this.started += 1;
    this.#set('connecting');
  }

  stop(): void {
    this.#set('offline');
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  onMessage(listener: (message: SportsFeedMessage) => void): () => void {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }

  send(message: SportsFeedMessage): void {
    if (message.type === 'snapshot') this.#set('live');
    for (const listener of [...this.#messages]) listener(message);
  }

  #set(status: LiveStatus): void {
    this.status = status;
    for (const listener of [...this.#statuses]) listener(status);
  }
}
