import { useEffect, useRef } from 'react';
import { crashMultiplierAt } from '@casino/core';

export interface CurveState {
  readonly phase: 'betting' | 'running' | 'busted' | null;
  readonly startedAt: number | null;
  readonly crashHundredths: number | null;
  /** The server's clock minus the browser's. */
  readonly offsetMs: number;
}

const MIN_SPAN_MS = 8_000;

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
  if (curve.phase === 'betting' || curve.phase === null || curve.startedAt === null) return;
  const running = curve.phase === 'running';
  const crashMs = curve.crashHundredths === null ? 0 : Math.log(curve.crashHundredths / 100) / 0.00006;
  const elapsed = running ? Math.max(0, now + curve.offsetMs - curve.startedAt) : crashMs;
  const span = Math.max(MIN_SPAN_MS, elapsed * 1.1);
  const top = Math.max(2, crashMultiplierAt(elapsed) / 100) * 1.1;
  const x = (ms: number) => (ms / span) * width;
  const y = (multiplier: number) => height - ((multiplier - 1) / (top - 1)) * height;
  const style = getComputedStyle(canvas);
  context.lineWidth = 3;
  context.strokeStyle = style.color;
  context.setLineDash(running ? [] : [8, 6]);
  context.beginPath();
  context.moveTo(0, height);
  const steps = Math.max(2, Math.round(width / 4));
  for (let step = 1; step <= steps; step += 1) {
    const ms = (elapsed * step) / steps;
    context.lineTo(x(ms), y(crashMultiplierAt(ms) / 100));
  }
  context.stroke();
}

/**
 * The rising curve, drawn by the browser from the round's start time (the server sends no frames): every animation
 * frame while the round runs, or twice a second when the player asks for reduced motion.
 */
export function CrashCanvas({ curve, label }: { curve: CurveState; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const curveRef = useRef(curve);
  curveRef.current = curve;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let timer = 0;
    const paint = () => {
      draw(canvas, curveRef.current, Date.now());
      if (reduced) timer = window.setTimeout(paint, 500);
      else frame = window.requestAnimationFrame(paint);
    };
    paint();
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

  return <canvas ref={canvasRef} className="crash-canvas" role="img" aria-label={label} />;
}
