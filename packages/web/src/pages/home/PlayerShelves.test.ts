import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { userFactory } from '@casino/core/test/factories';
import type { GameCard } from '@casino/core';
import { gameFactory } from '../../testing/contentFactories.ts';
import { FakeLobbyLists } from '../../testing/FakeLobbyLists.ts';
import { FakeSession } from '../../testing/fakeStores.ts';
import { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';
import { PlayerShelves, SHELF_SIZE } from './PlayerShelves.ts';

const catalogue: readonly GameCard[] = [
  gameFactory.build({ slug: 'dice', title: 'Dice', category: 'originals', image: '/covers/dice.svg' }),
  gameFactory.build({ slug: 'prism-drift', title: 'Prism Drift', category: 'slots', image: '/t/prism.svg' }),
  gameFactory.build({ slug: 'auto-roulette', title: 'Auto Roulette', category: 'live-casino' }),
  ...gameFactory.buildList(20, { category: 'slots' }),
];

function shelvesOf(api: FakeLobbyLists, session = new FakeSession(userFactory.build())) {
  const lists = new PlayerGameLists({ api, session, clock: { now: () => 0 } });
  return { shelves: new PlayerShelves(() => catalogue, lists), session };
}

const kinds = (shelves: PlayerShelves) =>
  shelves.shelves.map((shelf) => [shelf.kind, shelf.games.map((game) => game.slug)]);

describe('PlayerShelves', () => {
  it("shows a player's favourites and recently played as the catalogue's cards, originals, slots and tables alike", async () => {
    const api = new FakeLobbyLists().favoured('auto-roulette', 'dice').played('prism-drift', 'dice');
    const { shelves } = shelvesOf(api);
    await shelves.load();
    expect(kinds(shelves)).toEqual([
      ['favourites', ['auto-roulette', 'dice']],
      ['recent', ['prism-drift', 'dice']],
    ]);
    // The cards carry their art: the same card the catalogue shows.
    expect(shelves.shelves[1]?.games[0]?.image).toBe('/t/prism.svg');
  });

  it('hides a shelf with no game, and both for a new player', async () => {
    const { shelves } = shelvesOf(new FakeLobbyLists().played('dice'));
    await shelves.load();
    expect(kinds(shelves)).toEqual([['recent', ['dice']]]);
    const fresh = shelvesOf(new FakeLobbyLists()).shelves;
    await fresh.load();
    expect(fresh.shelves).toEqual([]);
  });

  it('shows a visitor no shelf and asks the API nothing', async () => {
    const api = new FakeLobbyLists().favoured('dice').played('dice');
    const { shelves } = shelvesOf(api, new FakeSession());
    await shelves.load();
    expect(shelves.shelves).toEqual([]);
    expect(api.calls).toBe(0);
    expect(shelves.favouriteOf('dice')).toBeUndefined();
  });

  it('leaves out a game the catalogue no longer lists, and keeps a shelf to one row', async () => {
    const many = catalogue.slice(3).map((game) => game.slug);
    const { shelves } = shelvesOf(new FakeLobbyLists().played('retired-slot', ...many));
    await shelves.load();
    const recent = shelves.shelves[0]?.games.map((game) => game.slug);
    expect(recent).toEqual(many.slice(0, SHELF_SIZE));
  });

  it('puts a game marked as a favourite on the shelf at once; unmarked, it keeps its place until the next load', async () => {
    const api = new FakeLobbyLists().played('dice');
    const { shelves } = shelvesOf(api);
    await shelves.load();
    expect(shelves.favouriteOf('prism-drift')?.pressed).toBe(false);
    shelves.favouriteOf('prism-drift')?.toggle();
    expect(kinds(shelves)[0]).toEqual(['favourites', ['prism-drift']]);
    await settle();
    expect(api.favouriteSlugs).toEqual(['prism-drift']);
    expect(shelves.favouriteOf('prism-drift')?.pressed).toBe(true);
    shelves.favouriteOf('prism-drift')?.toggle();
    await settle();
    expect(api.favouriteSlugs).toEqual([]);
    // Held where it was, its mark unpressed, so the focus on it stays and one more press undoes the slip.
    expect(kinds(shelves)).toEqual([
      ['favourites', ['prism-drift']],
      ['recent', ['dice']],
    ]);
    expect(shelves.favouriteOf('prism-drift')?.pressed).toBe(false);
    await shelves.load();
    expect(kinds(shelves)).toEqual([['recent', ['dice']]]);
  });

  it('keeps each tile of the favourites shelf in its place as its mark is pressed off and on again', async () => {
    const api = new FakeLobbyLists().favoured('dice', 'prism-drift', 'auto-roulette');
    const { shelves } = shelvesOf(api);
    await shelves.load();
    const order = () => kinds(shelves)[0];
    const before = order();
    shelves.favouriteOf('prism-drift')?.toggle();
    await settle();
    expect(order()).toEqual(before);
    shelves.favouriteOf('prism-drift')?.toggle();
    await settle();
    expect(order()).toEqual(before);
    expect(shelves.favouriteOf('prism-drift')?.pressed).toBe(true);
  });

  it('takes a favourite back off the shelf when the API refuses it', async () => {
    const api = new FakeLobbyLists();
    const { shelves } = shelvesOf(api);
    await shelves.load();
    api.failNext();
    shelves.favouriteOf('dice')?.toggle();
    await settle();
    expect(shelves.shelves).toEqual([]);
  });
});
