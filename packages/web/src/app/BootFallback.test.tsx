import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BootFallback } from './BootFallback.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BootFallback />
    </MemoryRouter>,
  );
}

describe('the boot screen', () => {
  it.each([
    ['/', 'Загрузка…'],
    ['/en/games/dice', 'Loading…'],
    ['/kz', 'Жүктелуде…'],
    ['/br/bonuses', 'Carregando…'],
  ])('at %s tells a screen reader it is loading, in the address’s locale: %s', (path, text) => {
    renderAt(path);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', text);
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('draws its spinner for the eye only', () => {
    const { container } = renderAt('/en');
    expect(container.querySelector('.boot-fallback__spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});
