import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { tournamentFactory } from '../../testing/contentFactories.ts';
import { TournamentViewModel } from './TournamentViewModel.ts';

describe('TournamentViewModel', () => {
  it('shows the tournament with its leaders by place', async () => {
    const api = new FakeContentApi();
    api.tournamentList = [
      tournamentFactory.build({
        id: '7',
        leaders: [
          { place: 2, name: 'Beta', points: 10 },
          { place: 1, name: 'Alpha', points: 20 },
        ],
      }),
    ];
    const vm = new TournamentViewModel(api);
    await vm.open('7');
    expect(vm.tournament.status).toBe('ready');
    expect(vm.leaders.map((leader) => leader.name)).toEqual(['Alpha', 'Beta']);
  });

  it('reports an unknown tournament as not found', async () => {
    const vm = new TournamentViewModel(new FakeContentApi());
    await vm.open('404');
    expect(vm.tournament.isNotFound).toBe(true);
  });

  it('does not send an id that cannot name a tournament', async () => {
    const api = new FakeContentApi();
    const vm = new TournamentViewModel(api);
    await vm.open('../profile/user');
    expect(api.callsOf('tournament')).toEqual([]);
    expect(vm.tournament.isNotFound).toBe(true);
  });

  it('shows an error with retry for a failed call', async () => {
    const api = new FakeContentApi();
    api.tournamentList = [tournamentFactory.build({ id: '1' })];
    api.fail('tournament', { kind: 'server', status: 500 });
    const vm = new TournamentViewModel(api);
    await vm.open('1');
    expect(vm.tournament.status).toBe('error');
    expect(vm.tournament.isNotFound).toBe(false);
    api.heal('tournament');
    await vm.tournament.retry();
    expect(vm.tournament.status).toBe('ready');
  });
});
