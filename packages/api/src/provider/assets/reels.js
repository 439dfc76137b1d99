// The slot's reels in motion (issue 36): every reel spins while the round is asked for, the reels stop one after
// another from the left with a small bounce, then each winning line is traced from its first reel to its last with
// its symbols framed. Only the motion is here: the page (slot.js) draws the picture in layers. While reels move, each
// reel is its backdrop and its symbols under the reel's clip, the symbols shifted by the reel's scroll; the reel frame
// is drawn once over all five, outside every clip, so it stands still (issue 36). A still picture is `draw(window,
// wins)`, the page's whole drawing.
// Time comes from performance.now, so a frame the browser does not draw (hidden, in a background tab) still ends on
// time. With reduced motion the result is drawn at once. The canvas tells where the motion is, for tests and tools:
// data-phase (spinning, landing, tracing, still), data-reels-stopped and data-lines-traced.
(() => {
  const REELS = 5;
  const ROWS = 3;
  /** Symbols per second a spinning reel scrolls. */
  const SPEED = 22;
  /** The first reel stops this long after the round is known, each next one this much later. */
  const STOP_MS = 260;
  const STOP_GAP_MS = 140;
  /** Symbols a reel runs through while it stops. */
  const STOP_RUN = 4;
  const TRACE_MS = 320;
  const HOLD_MS = 180;

  /** The next frame, or a tenth of a second where the browser draws none. */
  const nextFrame = () =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, 100);
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  /** Eases out past the stop and back: the reel settles on its symbols. */
  const settle = (t) => {
    const c = 1.4;
    const u = t - 1;
    return 1 + (c + 1) * u * u * u + c * u * u;
  };
  const easeOut = (t) => 1 - (1 - t) * (1 - t);

  function create({ canvas, draw, layers, strips, lines, reducedMotion }) {
    const context = canvas.getContext('2d');
    let running = null;
    const mark = (phase, stopped, traced) => {
      canvas.dataset.phase = phase;
      canvas.dataset.reelsStopped = String(stopped);
      canvas.dataset.linesTraced = String(traced);
    };
    mark('still', REELS, 0);

    const cellW = () => canvas.width / REELS;
    const cellH = () => canvas.height / ROWS;

    /** A window whose every column is `column`: drawn under one reel's clip, only that column shows. */
    const filled = (column) => Array.from({ length: REELS }, () => column);

    /**
     * One reel drawn from a tape of symbols, its top row at `position` (a fraction scrolls it): under the reel's clip,
     * the backdrop where it stands, then the three rows from the tape and the one half in view above them, shifted.
     */
    function drawReel(reel, symbolAt, position) {
      const top = Math.floor(position);
      const shift = (top - position) * cellH();
      const rows = (from) => [0, 1, 2].map((row) => symbolAt(from + row));
      context.save();
      context.beginPath();
      context.rect(reel * cellW(), 0, cellW(), canvas.height);
      context.clip();
      layers.backdrop();
      for (const [from, dy] of [
        [top + 3, shift + 3 * cellH()],
        [top, shift],
      ]) {
        context.save();
        context.translate(0, dy);
        layers.symbols(filled(rows(from)));
        context.restore();
      }
      context.restore();
    }

    /** The reels as `at(reel)` places each (`[symbolAt, position]`), then the frame once over them, unmoved. */
    function drawReels(at) {
      for (let reel = 0; reel < REELS; reel += 1) drawReel(reel, ...at(reel));
      layers.frame();
    }

    const stripSymbol = (reel) => (index) => {
      const strip = strips()[reel];
      return strip[((index % strip.length) + strip.length) % strip.length];
    };

    /** Every reel spins until `land` is called. */
    function start() {
      if (reducedMotion) return;
      const began = performance.now();
      const offsets = Array.from({ length: REELS }, (_, reel) => reel * 7);
      running = { began, offsets, landing: null };
      mark('spinning', 0, 0);
      const loop = async () => {
        while (running && !running.landing) {
          const elapsed = (performance.now() - running.began) / 1000;
          drawReels((reel) => [stripSymbol(reel), running.offsets[reel] - elapsed * SPEED]);
          await nextFrame();
        }
      };
      running.loop = loop();
    }

    /**
     * The reels stop one by one on the round's window (each column top to bottom), then its winning lines are traced.
     * Resolves once the whole picture is still: `draw(window, wins)` with each winning line's symbols framed.
     */
    async function land(window3, wins) {
      if (reducedMotion || !running) {
        running = null;
        finish(window3, wins, wins.length);
        return;
      }
      const spun = running;
      spun.landing = performance.now();
      await spun.loop;
      const from = (performance.now() - spun.began) / 1000;
      const landing = spun.landing;
      mark('landing', 0, 0);
      let stopped = 0;
      while (stopped < REELS) {
        const now = performance.now();
        stopped = 0;
        drawReels((reel) => {
          const stopAt = landing + STOP_MS + reel * STOP_GAP_MS;
          const column = window3[reel];
          if (now >= stopAt) {
            stopped += 1;
            return [(index) => column[index] ?? stripSymbol(reel)(index), 0];
          }
          const runFrom = stopAt - STOP_RUN * (1000 / SPEED) * 1.6;
          if (now < runFrom) {
            const elapsed = from + (now - landing) / 1000;
            return [stripSymbol(reel), spun.offsets[reel] - elapsed * SPEED];
          }
          // The tape ends on the window's column; the strip's symbols lead into it.
          const t = (now - runFrom) / (stopAt - runFrom);
          return [
            (index) => (index >= 0 && index < ROWS ? column[index] : stripSymbol(reel)(index)),
            STOP_RUN * (1 - settle(t)),
          ];
        });
        canvas.dataset.reelsStopped = String(stopped);
        if (stopped < REELS) await nextFrame();
      }
      running = null;
      await trace(window3, wins);
    }

    /** Each winning line drawn from its first reel to its last, one after another, its symbols framed. */
    async function trace(window3, wins) {
      mark('tracing', REELS, 0);
      for (let index = 0; index < wins.length; index += 1) {
        const began = performance.now();
        for (;;) {
          const t = Math.min(1, (performance.now() - began) / TRACE_MS);
          paint(window3, wins.slice(0, index));
          strokeLine(wins[index], easeOut(t));
          if (t >= 1) break;
          await nextFrame();
        }
        canvas.dataset.linesTraced = String(index + 1);
        const held = performance.now();
        while (performance.now() - held < HOLD_MS) await nextFrame();
      }
      finish(window3, wins, wins.length);
    }

    /** The still picture: the page's own drawing with its lines, and each winning symbol framed. */
    function finish(window3, wins, traced) {
      paint(window3, wins.slice(0, traced));
      mark('still', REELS, traced);
    }

    function paint(window3, wins) {
      draw(window3, wins);
      for (const win of wins) frameSymbols(win);
    }

    const centre = (reel, row) => [reel * cellW() + cellW() / 2, row * cellH() + cellH() / 2];
    const lineRows = (win) => lines()[win.line] ?? [];

    function strokeLine(win, share) {
      const rows = lineRows(win).slice(0, win.count);
      if (rows.length < 2) return;
      const length = (rows.length - 1) * share;
      context.save();
      context.strokeStyle = '#ffd54a';
      context.lineWidth = 5;
      context.lineCap = 'round';
      context.beginPath();
      context.moveTo(...centre(0, rows[0]));
      for (let reel = 1; reel <= Math.ceil(length); reel += 1) {
        const [x0, y0] = centre(reel - 1, rows[reel - 1]);
        const [x1, y1] = centre(reel, rows[reel]);
        const part = Math.min(1, length - (reel - 1));
        context.lineTo(x0 + (x1 - x0) * part, y0 + (y1 - y0) * part);
      }
      context.stroke();
      context.restore();
      frameSymbols(win, Math.floor(length) + 1);
    }

    function frameSymbols(win, upTo = win.count) {
      const rows = lineRows(win).slice(0, Math.min(win.count, upTo));
      context.save();
      context.strokeStyle = '#ffd54a';
      context.lineWidth = 3;
      rows.forEach((row, reel) =>
        context.strokeRect(reel * cellW() + 4, row * cellH() + 4, cellW() - 8, cellH() - 8),
      );
      context.restore();
    }

    /** A round that failed: the reels stop at once on the window shown before it. */
    function halt(window3) {
      running = null;
      finish(window3, [], 0);
    }

    return { start, land, halt };
  }

  window.slotReels = { create };
})();
