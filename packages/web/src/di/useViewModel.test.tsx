import { StrictMode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerProvider } from './ContainerProvider.tsx';
import { token } from './token.ts';
import { useViewModel } from './useViewModel.ts';

class CountingViewModel {
  static made = 0;
  disposed = false;
  constructor() {
    CountingViewModel.made += 1;
  }
  dispose(): void {
    this.disposed = true;
  }
}

const TOKEN = token<CountingViewModel>('CountingViewModel');

/** A view model whose start needs what the page knows: useViewModel would start it with nothing. */
class QueryViewModel {
  start(search: string): string {
    return search;
  }
}

describe('useViewModel', () => {
  it('gives each mount its own view model and disposes it on unmount, even under strict mode', async () => {
    const container = new Container();
    container
      .bind(TOKEN)
      .toResolvedValue(() => new CountingViewModel())
      .inTransientScope();
    const seen: CountingViewModel[] = [];
    function Page() {
      seen.push(useViewModel(TOKEN));
      return null;
    }
    const view = render(
      <StrictMode>
        <ContainerProvider container={container}>
          <Page />
        </ContainerProvider>
      </StrictMode>,
    );
    const live = seen.at(-1);
    expect(live?.disposed).toBe(false);
    view.unmount();
    await Promise.resolve();
    expect(live?.disposed).toBe(true);
    expect(seen.filter((vm) => !vm.disposed)).toEqual([]);
  });

  it("keeps the view model and its state through strict mode's clean-up and set-up of one mount", async () => {
    const container = new Container();
    container
      .bind(TOKEN)
      .toResolvedValue(() => new CountingViewModel())
      .inTransientScope();
    const made = CountingViewModel.made;
    const seen = new Set<CountingViewModel>();
    function Page() {
      seen.add(useViewModel(TOKEN));
      return null;
    }
    const view = render(
      <StrictMode>
        <ContainerProvider container={container}>
          <Page />
        </ContainerProvider>
      </StrictMode>,
    );
    await Promise.resolve();
    // One instance for the mount, never disposed while it lives (a fresh one would have lost what the player typed).
    expect(CountingViewModel.made - made).toBe(1);
    const [only] = [...seen];
    expect(seen.size).toBe(1);
    view.rerender(
      <StrictMode>
        <ContainerProvider container={container}>
          <Page />
        </ContainerProvider>
      </StrictMode>,
    );
    await Promise.resolve();
    expect(only?.disposed).toBe(false);
    view.unmount();
    await Promise.resolve();
    expect(only?.disposed).toBe(true);
  });

  it('refuses to compile for a view model whose start wants an argument', () => {
    // @ts-expect-error useViewModel starts a view model with no argument
    expectTypeOf(useViewModel<QueryViewModel>).toBeFunction();
    expectTypeOf(useViewModel<CountingViewModel>).toBeFunction();
  });
});
