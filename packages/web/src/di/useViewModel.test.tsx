import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
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
});
