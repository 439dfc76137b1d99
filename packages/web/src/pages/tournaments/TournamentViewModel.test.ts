import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { tournamentFactory } from '../../testing/contentFactories.ts';
import { userFactory } from '@casino/core/test/factories';
import { TournamentViewModel } from './TournamentViewModel.ts';

const visitor = { user: null };

describe('TournamentViewModel', () => {
  it('shows the tournament with its leaders by place', async () => {
    const api = new FakeContentApi();
    api.tournamentList = [
      tournamentFactory.build({
        id: '7',
        leaders: [
          { place: 2, name: 'Be***', hidden: false, points: 10, prize: null },
          { place: 1, name: 'Al***', hidden: false, points: 20, prize: null },
        ],
      }),
    ];
    const vm = new TournamentViewModel(api, visitor);
    await vm.open('7');
    expect(vm.tournament.status).toBe('ready');
    expect(vm.leaders.map((leader) => leader.name)).toEqual(['Al***', 'Be***']);
    expect(vm.viewer).toBeNull();
    expect(vm.me).toBeNull();
  });

  it('reports an unknown tournament as not found', async () => {
    const vm = new TournamentViewModel(new FakeContentApi(), visitor);
    await vm.open('404');
    expect(vm.tournament.isNotFound).toBe(true);
  });

  it('does not send an id that cannot name a tournament', async () => {
    const api = new FakeContentApi();
    const vm = new TournamentViewModel(api, visitor);
    await vm.open('../profile/user');
    expect(api.callsOf('tournament')).toEqual([]);
    expect(vm.tournament.isNotFound).toBe(true);
  });

  it('shows an error with retry for a failed call', async () => {
    const api = new FakeContentApi();
    api.tournamentList = [tournamentFactory.build({ id: '1' })];
    api.fail('tournament', { kind: 'server', status: 500 });
    const vm = new TournamentViewModel(api, visitor);
    await vm.open('1');
    expect(vm.tournament.status).toBe('error');
    expect(vm.tournament.isNotFound).toBe(false);
    api.heal('tournament');
    await vm.tournament.retry();
    expect(vm.tournament.status).toBe('ready');
  });

  it('marks the player’s own row and shows their place and points, and the prizes once it is over', async () => {
    const api = new FakeContentApi();
    const won = { minor: 300_000, currency: 'RUB' as const };
    api.tournamentList = [
      tournamentFactory.build({
        id: '3',
        status: 'finished',
        leaders: [
          { place: 1, name: null, hidden: true, points: 100, prize: won },
          { place: 2, name: 'Me***', hidden: false, points: 25, prize: won },
        ],
        me: { place: 2, points: 25, prize: won },
      }),
    ];
    const vm = new TournamentViewModel(api, { user: userFactory.build({ id: '9' }) });
    await vm.open('3');
    expect(vm.viewer).toBe('9');
    expect(vm.me).toEqual({ place: 2, points: 25, prize: won });
    expect(vm.leaders.map((leader) => vm.isMine(leader))).toEqual([false, true]);
    expect(vm.showsPrizes).toBe(true);
  });
});
