import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { tournamentFactory } from '../../testing/contentFactories.ts';
import { TournamentsViewModel, isTournamentStatus } from './TournamentsViewModel.ts';

function content(): FakeContentApi {
  const api = new FakeContentApi();
  api.tournamentList = [
    tournamentFactory.build({ status: 'active' }),
    tournamentFactory.build({ status: 'upcoming' }),
    tournamentFactory.build({ status: 'finished' }),
  ];
  return api;
}

describe('TournamentsViewModel', () => {
  it('lists every tournament on /tournaments', async () => {
    const api = content();
    const vm = new TournamentsViewModel(api);
    await vm.open(null);
    expect(api.callsOf('tournaments')).toEqual([[undefined]]);
    expect(vm.tournaments.value).toHaveLength(3);
  });

  it('asks for one status on /tournaments/{status}', async () => {
    const api = content();
    const vm = new TournamentsViewModel(api);
    await vm.open('upcoming');
    expect(api.callsOf('tournaments')).toEqual([['upcoming']]);
    expect(vm.tournaments.value?.map((each) => each.status)).toEqual(['upcoming']);
  });

  it('knows who is looking, so the page loads the standings again on a login or a logout (issue 34)', () => {
    const session: { user: { id: string } | null } = { user: null };
    const vm = new TournamentsViewModel(content(), session as never);
    expect(vm.viewer).toBeNull();
    session.user = { id: '42' };
    expect(vm.viewer).toBe('42');
  });

  it('is empty when no tournament has the status', async () => {
    const api = new FakeContentApi();
    const vm = new TournamentsViewModel(api);
    await vm.open('active');
    expect(vm.tournaments.status).toBe('empty');
  });

  it('shows an error and loads again on retry', async () => {
    const api = content();
    api.fail('tournaments');
    const vm = new TournamentsViewModel(api);
    await vm.open(null);
    expect(vm.tournaments.status).toBe('error');
    api.heal('tournaments');
    await vm.tournaments.retry();
    expect(vm.tournaments.status).toBe('ready');
  });

  it('knows only the three statuses', () => {
    expect(['active', 'upcoming', 'finished'].every(isTournamentStatus)).toBe(true);
    expect(isTournamentStatus('past')).toBe(false);
    expect(isTournamentStatus(undefined)).toBe(false);
  });
});
