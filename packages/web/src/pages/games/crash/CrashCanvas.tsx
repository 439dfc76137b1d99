import { useEffect, useRef } from 'react';
import { crashMultiplierAt, crashTimeOf } from '@casino/core';
import { crashScale, type CrashScale } from './crashScale.ts';

export interface CurveState {
  readonly phase: 'betting' | 'running' | 'busted' | null;
  readonly startedAt: number | null;
  readonly crashHundredths: number | null;
  /** The server's clock minus the browser's. */
  readonly offsetMs: number;
  /** The curve's pace per ms, the table's (the server sends it). */
  readonly growthPerMs: number;
}

/** The plot's margins inside the canvas, in CSS pixels: room for the axes' labels (laid over it as text). */
export const PLOT_INSET = { left: 52, right: 10, top: 10, bottom: 24 } as const;

/** The time on the curve at `now` (browser clock), and the multiplier it shows; null before the round runs. */
function curveAt(curve: CurveState, now: number): { elapsedMs: number; hundredths: number } | null {
  if (curve.phase === 'busted' && curve.crashHundredths !== null)
    return {
      elapsedMs: crashTimeOf(curve.crashHundredths, curve.growthPerMs),
      hundredths: curve.crashHundredths,
    };
  if (curve.phase !== 'running' || curve.startedAt === null) return null;
  const elapsedMs = Math.max(0, now + curve.offsetMs - curve.startedAt);
  return { elapsedMs, hundredths: crashMultiplierAt(elapsedMs, curve.growthPerMs) };
}

function draw(canvas: HTMLCanvasElement, curve: CurveState, now: number): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const at = curveAt(curve, now);
  const scale: CrashScale = crashScale(at?.hundredths ?? 100, at?.elapsedMs ?? 0, curve.growthPerMs);
  const plotWidth = Math.max(1, width - PLOT_INSET.left - PLOT_INSET.right);
  const plotHeight = Math.max(1, height - PLOT_INSET.top - PLOT_INSET.bottom);
  const x = (ms: number) => PLOT_INSET.left + (ms / scale.spanMs) * plotWidth;
  const y = (hundredths: number) =>
    PLOT_INSET.top + plotHeight - ((hundredths - 100) / (scale.topHundredths - 100)) * plotHeight;
  const style = getComputedStyle(canvas);

  // The grid and the two axes, in the text's colour.
  context.strokeStyle = style.borderTopColor || style.color;
  context.lineWidth = 1;
  context.setLineDash([]);
  context.globalAlpha = 0.25;
  context.beginPath();
  for (const tick of scale.multiplierTicks.slice(1)) {
    context.moveTo(x(0), y(tick));
    context.lineTo(x(scale.spanMs), y(tick));
  }
  for (const tick of scale.timeTicks.slice(1)) {
    context.moveTo(x(tick), y(100));
    context.lineTo(x(tick), y(scale.topHundredths));
  }
  context.stroke();
  context.globalAlpha = 1;
  context.beginPath();
  context.moveTo(x(0), y(scale.topHundredths));
  context.lineTo(x(0), y(100));
  context.lineTo(x(scale.spanMs), y(100));
  context.stroke();

  // The curve: its shape faint before the round, solid while it runs, dashed up to the bust and the bust marked.
  const until = at?.elapsedMs ?? scale.spanMs;
  context.strokeStyle = style.color;
  context.lineWidth = 3;
  context.globalAlpha = at ? 1 : 0.35;
  context.setLineDash(curve.phase === 'running' ? [] : [8, 6]);
  context.beginPath();
  context.moveTo(x(0), y(100));
  const steps = Math.max(2, Math.round(plotWidth / 4));
  for (let step = 1; step <= steps; step += 1) {
    const ms = (until * step) / steps;
    // The smooth curve the multiplier follows (the text shows it floored to hundredths).
    context.lineTo(x(ms), y(Math.min(scale.topHundredths, 100 * Math.exp(curve.growthPerMs * ms))));
  }
  context.stroke();
  context.globalAlpha = 1;
  if (curve.phase === 'busted' && at) markBust(context, x(at.elapsedMs), y(at.hundredths), style);
}

/**
 * The bust marked where the curve stopped (issue 36): a level line back to the multiplier axis and a burst at the
 * point, in the brand's danger colour; the stage's text says "Crashed at" with the multiplier beside it.
 */
function markBust(context: CanvasRenderingContext2D, x: number, y: number, style: CSSStyleDeclaration): void {
  context.strokeStyle = style.getPropertyValue('--color-danger').trim() || style.color;
  context.lineWidth = 2;
  context.setLineDash([4, 4]);
  context.beginPath();
  context.moveTo(PLOT_INSET.left, y);
  context.lineTo(x, y);
  context.stroke();
  context.setLineDash([]);
  context.lineWidth = 3;
  context.beginPath();
  context.arc(x, y, 8, 0, Math.PI * 2);
  for (let ray = 0; ray < 8; ray += 1) {
    const angle = (ray * Math.PI) / 4;
    context.moveTo(x + 11 * Math.cos(angle), y + 11 * Math.sin(angle));
    context.lineTo(x + 16 * Math.cos(angle), y + 16 * Math.sin(angle));
  }
  context.stroke();
}

/**
 * The rising curve over its axes, drawn by the browser from the round's start time (the server sends no frames): every
 * animation frame while the round runs (twice a second when the player asks for reduced motion), and once for a still
 * picture (before the round, after the bust), drawn again when its round or its size changes. No frame is asked for
 * between rounds: a loop that only checked whether anything changed kept the page drawing sixty times a second through
 * the betting phase (issues 35 and 37).
 */
export function CrashCanvas({ curve, label }: { curve: CurveState; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const curveRef = useRef(curve);
  curveRef.current = curve;
  /** Asks for a picture of the curve as it is now; set while the canvas is mounted. */
  const requestPaint = useRef<() => void>(() => undefined);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let timer = 0;
    // A still picture is drawn again only when its round or size changes.
    let drawn = '';
    const paint = () => {
      frame = 0;
      timer = 0;
      const curve = curveRef.current;
      const still = `${curve.phase}:${curve.startedAt}:${curve.crashHundredths}:${curve.growthPerMs}:${canvas.clientWidth}:${canvas.clientHeight}`;
      if (curve.phase === 'running' || still !== drawn) draw(canvas, curve, Date.now());
      drawn = curve.phase === 'running' ? '' : still;
      if (curve.phase === 'running') schedule();
    };
    const schedule = () => {
      if (frame || timer) return;
      if (reduced) timer = window.setTimeout(paint, 500);
      else frame = window.requestAnimationFrame(paint);
    };
    requestPaint.current = schedule;
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(canvas);
    paint();
    return () => {
      requestPaint.current = () => undefined;
      resized?.disconnect();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  // A new phase, round or pace: the next frame shows it (and, once running, keeps drawing).
  useEffect(
    () => requestPaint.current(),
    [curve.phase, curve.startedAt, curve.crashHundredths, curve.growthPerMs],
  );

  return <canvas ref={canvasRef} className="crash-canvas" role="img" aria-label={label} />;
}
