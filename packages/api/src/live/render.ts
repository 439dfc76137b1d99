import type { BetView, BusEvent, EntryView, RoomRoundView } from './bus.ts';

/**
 * What a viewer is told of a bet: player ids never leave the server; the key only goes back to its owner; the name of
 * a player who hides their statistics goes to no one else (issue 34).
 */
export function renderBet(bet: BetView, viewer: number | null) {
  const mine = viewer !== null && bet.player_id === viewer;
  const { player_id: _owner, key, ...shown } = bet;
  return { ...shown, player: bet.hidden && !mine ? null : bet.player, mine, key: mine ? key : null };
}

export function renderEntry(entry: EntryView, viewer: number | null) {
  const mine = viewer !== null && entry.player_id === viewer;
  return {
    player: entry.hidden && !mine ? null : entry.player,
    hidden: entry.hidden,
    seats: entry.seats,
    client_seed: entry.client_seed,
    mine,
  };
}

export function renderRoomRound(round: RoomRoundView, viewer: number | null) {
  return { ...round, entries: round.entries.map((entry) => renderEntry(entry, viewer)) };
}

/** The player an event shows as "mine" differently, or null when every viewer gets the same frame. */
export function ownerOf(event: BusEvent): number | null {
  if (event.type === 'crash.bet') return event.bet.player_id;
  if (event.type === 'room.joined') return event.entry.player_id;
  if (event.type === 'balance') return event.player_id;
  return null;
}

/** The frame a viewer gets for an event, or null when it is not theirs to see (another player's balance). */
export function renderEvent(event: BusEvent, viewer: number | null): string | null {
  switch (event.type) {
    case 'crash.bet':
      return JSON.stringify({ type: event.type, bet: renderBet(event.bet, viewer) });
    case 'room.joined':
      return JSON.stringify({ ...event, entry: renderEntry(event.entry, viewer) });
    case 'room.opened':
      return JSON.stringify({ type: event.type, round: renderRoomRound(event.round, viewer) });
    case 'balance':
      return viewer === event.player_id
        ? JSON.stringify({ type: 'balance', balance_minor: event.balance_minor })
        : null;
    default:
      return JSON.stringify(event);
  }
}
