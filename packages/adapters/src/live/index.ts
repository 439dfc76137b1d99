// The live games' channel, loaded by the site only when a page starts it (the first page stays small).
export { WebSocketLiveChannel } from './WebSocketLiveChannel.ts';
export type { LiveSocket, NetworkState, WebSocketLiveChannelOptions } from './WebSocketLiveChannel.ts';
export { parseLiveFrame } from './liveFrames.ts';
