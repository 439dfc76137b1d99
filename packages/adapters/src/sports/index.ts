// The sportsbook's adapters, loaded by the site only when a betting page needs them (the first page stays small).
export { AxiosSportsbookApi } from '../http/AxiosSportsbookApi.ts';
export { WebSocketSportsFeed } from './WebSocketSportsFeed.ts';
export type { WebSocketSportsFeedOptions } from './WebSocketSportsFeed.ts';
export { parseSportsFrame } from '../http/schemas/sports.ts';
