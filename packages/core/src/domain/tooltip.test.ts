import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fakes/FakeClock.ts';
import {
  MENU_TIMING,
  TOOLTIP_THEMES,
  TooltipVisibility,
  type TooltipPhase,
  type TooltipTiming,
} from './tooltip.ts';

function tooltip(timing?: TooltipTiming) {
  const clock = new FakeClock();
  const visibility = new TooltipVisibility(clock, timing);
  const phases: TooltipPhase[] = [];
  visibility.subscribe(() => phases.push(visibility.phase));
  return { clock, visibility, phases };
}

describe('tooltip themes (§9)', () => {
  it('are white-tooltip, gray-tooltip and regdep-tooltip', () => {
    expect(TOOLTIP_THEMES).toEqual(['white-tooltip', 'gray-tooltip', 'regdep-tooltip']);
  });
});

describe('tooltip show delay 200 ms (§9)', () => {
  it('shows 200 ms after the pointer arrives, not before', () => {
    const { clock, visibility } = tooltip();
    visibility.pointerEnter();
    clock.advance(199);
    expect(visibility.phase).toBe('pending');
    expect(visibility.visible).toBe(false);
    clock.advance(1);
    expect(visibility.phase).toBe('open');
    expect(visibility.visible).toBe(true);
  });

  it('shows 200 ms after keyboard focus too', () => {
    const { clock, visibility } = tooltip();
    visibility.focus();
    clock.advance(200);
    expect(visibility.phase).toBe('open');
  });

  it('never shows when the pointer passes by in under 200 ms', () => {
    const { clock, visibility, phases } = tooltip();
    visibility.pointerEnter();
    clock.advance(120);
    visibility.pointerLeave();
    clock.advance(1_000);
    expect(phases).toEqual(['pending', 'hidden']);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('tooltip dispose 150 ms (§9)', () => {
  it('plays a 150 ms leave animation once the pointer leaves, then is disposed', () => {
    const { clock, visibility, phases } = tooltip();
    visibility.pointerEnter();
    clock.advance(200);
    visibility.pointerLeave();
    expect(visibility.phase).toBe('leaving');
    expect(visibility.visible).toBe(true);
    clock.advance(149);
    expect(visibility.phase).toBe('leaving');
    clock.advance(1);
    expect(phases).toEqual(['pending', 'open', 'leaving', 'hidden']);
  });

  it('comes back at once when the pointer returns during the leave animation', () => {
    const { clock, visibility } = tooltip();
    visibility.pointerEnter();
    clock.advance(200);
    visibility.pointerLeave();
    clock.advance(100);
    visibility.pointerEnter();
    expect(visibility.phase).toBe('open');
    clock.advance(1_000);
    expect(visibility.phase).toBe('open');
  });

  it('stays while focus is still on the trigger after the pointer leaves (persistent)', () => {
    const { clock, visibility } = tooltip();
    visibility.focus();
    visibility.pointerEnter();
    clock.advance(200);
    visibility.pointerLeave();
    clock.advance(1_000);
    expect(visibility.phase).toBe('open');
    visibility.blur();
    clock.advance(150);
    expect(visibility.phase).toBe('hidden');
  });

  it('is dismissed by Escape even while hovered and focused (dismissible)', () => {
    const { clock, visibility } = tooltip();
    visibility.focus();
    visibility.pointerEnter();
    clock.advance(200);
    visibility.dismiss();
    expect(visibility.phase).toBe('leaving');
    clock.advance(150);
    expect(visibility.phase).toBe('hidden');
  });

  it('dismissed while still waiting to show, never shows', () => {
    const { clock, visibility } = tooltip();
    visibility.pointerEnter();
    visibility.dismiss();
    clock.advance(1_000);
    expect(visibility.phase).toBe('hidden');
  });
});

describe('menu hide 400 ms (§9)', () => {
  it('a menu opened by a click waits 400 ms after the pointer leaves, then leaves in 150 ms', () => {
    const { clock, visibility, phases } = tooltip(MENU_TIMING);
    visibility.open();
    expect(visibility.phase).toBe('open');
    visibility.pointerEnter();
    visibility.pointerLeave();
    clock.advance(399);
    expect(visibility.phase).toBe('closing');
    clock.advance(1);
    expect(visibility.phase).toBe('leaving');
    clock.advance(150);
    expect(phases).toEqual(['open', 'closing', 'leaving', 'hidden']);
  });

  it('a menu the pointer returns to within 400 ms stays open', () => {
    const { clock, visibility } = tooltip(MENU_TIMING);
    visibility.open();
    visibility.pointerEnter();
    visibility.pointerLeave();
    clock.advance(300);
    visibility.pointerEnter();
    clock.advance(2_000);
    expect(visibility.phase).toBe('open');
  });

  it('dispose stops every timer', () => {
    const { clock, visibility, phases } = tooltip(MENU_TIMING);
    visibility.pointerEnter();
    visibility.dispose();
    clock.advance(1_000);
    expect(clock.pendingTimers()).toBe(0);
    expect(phases).toEqual(['pending']);
  });
});
