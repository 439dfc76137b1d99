import { useEffect, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { TooltipTheme } from '@casino/core';
import { useDismissal } from '../useDismissal.ts';
import { useTooltipVisibility } from './useTooltipVisibility.ts';
import './Tooltip.css';

/** What the trigger carries so assistive technology reads the tooltip with it (nothing for a visual one). */
export interface TooltipTriggerProps {
  readonly 'aria-describedby'?: string;
}

export interface TooltipProps {
  /** What the tooltip says; null for none, keeping the trigger where it is (it is not remounted, focus stays). */
  readonly content: ReactNode | null;
  /** One of the §9 themes; gray by default. */
  readonly theme?: TooltipTheme;
  /**
   * `description` (default): assistive technology reads the tooltip as the trigger's description. `visual`: the
   * tooltip only repeats the trigger's accessible name for sighted players (an icon button named by hidden text),
   * so it is hidden from assistive technology rather than read twice.
   */
  readonly reads?: 'description' | 'visual';
  /** Above the trigger (default), or below it where there is no room above, as in the header. */
  readonly placement?: 'above' | 'below';
  /**
   * On a touch screen a tap on the trigger shows or hides the tooltip (a tap elsewhere hides it), for a trigger whose
   * tooltip holds information found nowhere else on the screen. Off by default: a tap on a button does its job.
   */
  readonly tapToggles?: boolean;
  /** The trigger, which must be focusable, given the ARIA link to the tooltip. */
  readonly children: (trigger: TooltipTriggerProps) => ReactElement;
}

/**
 * Focus from the keyboard shows the tooltip; a tap or click that focuses the trigger does not, or the bubble would
 * stay on a phone until the next tap elsewhere.
 */
function focusedByKeyboard(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: treat focus as the keyboard's
  }
}

/**
 * A tooltip with the §9 timing: shown 200 ms after hover or focus, gone in a 150 ms animation when both leave,
 * dismissed by Escape, and kept while the pointer is over the bubble itself (WCAG 1.4.13).
 */
export function Tooltip({
  content,
  theme = 'gray-tooltip',
  reads = 'description',
  placement = 'above',
  tapToggles = false,
  children,
}: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const visibility = useTooltipVisibility();
  const shown = visibility.visible;
  const hasContent = content !== null && content !== undefined;
  const trigger: TooltipTriggerProps =
    hasContent && reads === 'description' ? { 'aria-describedby': id } : {};

  // Escape dismisses a tooltip shown by hover too, wherever focus is (WCAG 1.4.13); one opened by a tap goes away
  // with a tap anywhere else.
  const dismiss = () => visibility.dismiss();
  useDismissal(shown, anchor, { onEscape: dismiss, ...(tapToggles && { onPressOutside: dismiss }) });

  useEffect(() => {
    if (!hasContent) visibility.dismiss();
  }, [hasContent, visibility]);

  // Focus inside the trigger: Escape closes the tooltip first, before a dialog around it hears the key.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && shown) {
      event.stopPropagation();
      visibility.dismiss();
    }
  }

  const classes = ['tooltip', `tooltip--${theme}`, visibility.phase === 'leaving' && 'tooltip--leaving']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      ref={anchor}
      className={placement === 'below' ? 'tooltip-anchor tooltip-anchor--below' : 'tooltip-anchor'}
      onPointerEnter={(event) => hasContent && event.pointerType !== 'touch' && visibility.pointerEnter()}
      onPointerLeave={(event) => event.pointerType !== 'touch' && visibility.pointerLeave()}
      onFocus={(event) => hasContent && focusedByKeyboard(event.target) && visibility.focus()}
      onBlur={() => visibility.blur()}
      onPointerUp={(event) => {
        if (!tapToggles || !hasContent || event.pointerType !== 'touch') return;
        if (visibility.phase === 'open') visibility.dismiss();
        else visibility.open();
      }}
      onKeyDown={onKeyDown}
    >
      {children(trigger)}
      {hasContent ? (
        <span
          role="tooltip"
          id={id}
          className={classes}
          hidden={!shown}
          aria-hidden={reads === 'visual' || undefined}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
