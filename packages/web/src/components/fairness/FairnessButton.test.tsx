import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeClientSeed, LoadSeeds, RotateSeeds } from '@casino/core';
import { FakeGamesApi, FakeRandomness } from '@casino/core/test/fakes';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { FAIRNESS_VM, FairnessViewModel } from './FairnessViewModel.ts';
import { FairnessButton } from './FairnessButton.tsx';

afterEach(cleanup);

/** A visitor's dialog: it asks to log in, so no seeds are needed. */
function visitorDialogModel(): FairnessViewModel {
  const gamesApi = new FakeGamesApi({ minor: 10_000, currency: 'USD' });
  const randomness = new FakeRandomness();
  return new FairnessViewModel({
    loadSeeds: new LoadSeeds({ gamesApi }),
    changeClientSeed: new ChangeClientSeed({ gamesApi }),
    rotateSeeds: new RotateSeeds({ gamesApi, randomness }),
    randomness,
    session: { isLoggedIn: false },
    notifier: { notifyError: () => undefined },
  });
}

describe('FairnessButton', () => {
  it('renders with the game page’s namespaces and loads the dialog’s texts on the tap that opens it', async () => {
    const { container } = testContainer();
    container.bind(FAIRNESS_VM).toConstantValue(visitorDialogModel());
    // The namespaces a game page's route loads (app/routes.tsx): the dialog's are not among them.
    const view = await renderInShell(<FairnessButton />, { container, path: '/en/games/dice' });
    await act(() => view.i18n.loadNamespaces(['games', 'lobby', 'fairness', 'errors']));
    expect(view.i18n.hasLoadedNamespace('fairnessDialog')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Fairness' }));

    const dialog = await screen.findByRole('dialog', { name: 'Provably fair' });
    expect(dialog.textContent).toContain('Log in to see your seed pair.');
    expect(view.i18n.hasLoadedNamespace('fairnessDialog')).toBe(true);
  });
});
