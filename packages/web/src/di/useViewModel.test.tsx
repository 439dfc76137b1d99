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
  it('gives each mount its own view model and disposes it on unmount, even under strict mode', () => {
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
    expect(live?.disposed).toBe(true);
    expect(seen.filter((vm) => !vm.disposed)).toEqual([]);
  });

  it('refuses to compile for a view model whose start wants an argument', () => {
    // @ts-expect-error useViewModel starts a view model with no argument
    expectTypeOf(useViewModel<QueryViewModel>).toBeFunction();
    expectTypeOf(useViewModel<CountingViewModel>).toBeFunction();
  });
});
