// The provider's slot page: draws the reels on a canvas, asks the provider to spin, tells the site what happened.
(() => {
  const body = document.body;
  const token = body.dataset.token;
  const parentOrigin = body.dataset.parent;
  const texts = JSON.parse(body.dataset.texts);
  const intl = body.dataset.intl;
  const $ = (selector) => document.querySelector(selector);
  const canvas = $('.reels');
  const context = canvas.getContext('2d');
  const status = $('.status');
  const spinButton = $('.spin');
  const freeButton = $('.free');
  const paidButton = $('.paid');
  const depositButton = $('.deposit');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let game = null;
  let stakeIndex = 0;
  let busy = false;
  // While free spins wait they are the primary action; a paid spin only after the player explicitly asks for one.
  let paidChosen = false;

  const say = (key, values = {}) =>
    (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  const money = (minor) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: game.currency }).format(minor / 100);
  const post = (message) => window.parent.postMessage(message, parentOrigin);

  /** The slot's own art (the provider's /art/<slug>/): each symbol, the backdrop and the reel frame, loaded once. */
  const art = {};
  function loadArt() {
    const names = [...Object.keys(game.colours), 'background', 'frame'];
    return Promise.all(
      names.map(
        (name) =>
          new Promise((resolve) => {
            const image = new Image();
            image.onload = () => resolve((art[name] = image));
            image.onerror = () => resolve(null);
            image.src = `/art/${encodeURIComponent(game.slug)}/${name}.svg`;
          }),
      ),
    );
  }

  /** One symbol in its cell: its art, or (while that has not loaded) a counter in its colour. */
  function drawSymbol(symbol, x, y, size) {
    const image = art[symbol];
    if (image) {
      context.drawImage(image, x - size / 2, y - size / 2, size, size);
      return;
    }
    context.fillStyle = game.colours[symbol] ?? '#888';
    context.beginPath();
    context.arc(x, y, size * 0.4, 0, Math.PI * 2);
    context.fill();
  }

  // The picture in layers, back to front: the reels' motion (reels.js) draws the frame apart, over reels that move.
  function drawBackdrop() {
    context.clearRect(0, 0, canvas.width, canvas.height);
    if (art.background) context.drawImage(art.background, 0, 0, canvas.width, canvas.height);
  }

  function drawSymbols(window3) {
    const cellW = canvas.width / 5;
    const cellH = canvas.height / 3;
    window3.forEach((column, reel) =>
      column.forEach((symbol, row) =>
        drawSymbol(symbol, reel * cellW + cellW / 2, row * cellH + cellH / 2, Math.min(cellW, cellH) * 0.86),
      ),
    );
  }

  function drawFrame() {
    if (art.frame) context.drawImage(art.frame, 0, 0, canvas.width, canvas.height);
  }

  function draw(window3, wins) {
    const cellW = canvas.width / 5;
    const cellH = canvas.height / 3;
    drawBackdrop();
    drawSymbols(window3);
    drawFrame();
    const lines = game.lines;
    (wins ?? []).forEach((win) => {
      context.strokeStyle = '#ffd54a';
      context.lineWidth = 4;
      context.beginPath();
      lines[win.line].slice(0, win.count).forEach((row, reel) => {
        const x = reel * cellW + cellW / 2;
        const y = row * cellH + cellH / 2;
        if (reel === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.stroke();
    });
  }

  const stripWindow = (offset) =>
    game.maths.strips.map((strip, reel) =>
      [0, 1, 2].map((row) => strip[(offset * (reel + 1) + row) % strip.length]),
    );
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  // The reels' motion (reels.js): spinning, stopping one by one, the winning lines traced.
  let reels = null;
  let shown = null;

  function showMeters(balance, win) {
    $('.balance').textContent = money(balance);
    $('.win').textContent = win === null ? '—' : money(win);
    $('.stake-value').textContent = money(game.stakes[stakeIndex]);
  }

  function showFreeSpins() {
    const grant = game.free_spins.find((one) => one.count > 0);
    freeButton.hidden = !grant;
    if (grant) freeButton.textContent = `${say('playFree')} · ${say('freeSpins', { n: grant.count })}`;
    spinButton.hidden = Boolean(grant) && !paidChosen;
    paidButton.hidden = !grant || paidChosen;
    return grant;
  }

  async function api(path, payload) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, ...payload }),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw Object.assign(new Error(json.message ?? 'failed'), { code: json.message ?? 'failed' });
    return json.data;
  }

  async function play(payload, grant) {
    if (busy) return;
    busy = true;
    spinButton.disabled = true;
    freeButton.disabled = true;
    paidButton.disabled = true;
    depositButton.hidden = true;
    status.textContent = '';
    try {
      reels.start();
      const [round] = await Promise.all([api('/api/spin', payload), reducedMotion ? null : wait(450)]);
      for (const [index, spin] of round.spins.entries()) {
        if (index > 0) {
          status.textContent = say('feature', { i: index, n: round.spins.length - 1 });
          reels.start();
          if (!reducedMotion) await wait(250);
        }
        await reels.land(spin.window, spin.lines);
        shown = spin.window;
        if (round.spins.length > 1 && !reducedMotion) await wait(500);
      }
      if (grant) grant.count -= 1;
      showMeters(round.balance_minor, round.payout_minor);
      status.textContent = round.payout_minor > 0 ? `${say('win')}: ${money(round.payout_minor)}` : '';
      $('.proof').textContent =
        `${say('nonce', { n: round.spins[0].nonce })} · ${round.fairness.client_seed} · ${round.fairness.server_seed_hashed}`;
      showVerifyLink(round);
      if (game.mode === 'play')
        post({ type: 'balance', balance: round.balance_minor / 100, currency: game.currency });
    } catch (error) {
      reels.halt(shown);
      const code = error.code ?? 'failed';
      status.textContent = say(
        code === 'balance_not_enough' ? 'notEnough' : code === 'session_not_found' ? 'expired' : 'failed',
      );
      depositButton.hidden = !(code === 'balance_not_enough' && game.mode === 'play');
      post({ type: 'error', code });
    } finally {
      busy = false;
      spinButton.disabled = false;
      freeButton.disabled = false;
      paidButton.disabled = false;
      showFreeSpins();
    }
  }

  /**
   * The site's verifier for the round's first spin, in a new tab: the seed's hash, the client seed, the nonce, the
   * stake and the slot's maths. The server seed is the player's to paste once the pair is rotated and revealed.
   */
  function showVerifyLink(round) {
    const first = round.spins[0];
    const query = new URLSearchParams({
      game: 'slot',
      maths: game.maths.id,
      server_seed_hashed: round.fairness.server_seed_hashed,
      client_seed: round.fairness.client_seed,
      nonce: String(first.nonce),
      stake: (round.stake_minor / 100).toFixed(2),
      currency: game.currency,
    });
    if (first.free) query.set('free', '1');
    const lang = body.dataset.lang;
    const prefix = lang && lang !== 'ru' ? `/${lang}` : '';
    const link = $('.verify');
    link.href = `${parentOrigin}${prefix}/fairness?${query.toString()}`;
    link.hidden = false;
  }

  function changeStake(step) {
    stakeIndex = Math.max(0, Math.min(game.stakes.length - 1, stakeIndex + step));
    $('.stake-value').textContent = money(game.stakes[stakeIndex]);
  }

  async function start() {
    try {
      game = await api('/api/session', {});
    } catch (error) {
      status.textContent = say(error.code === 'session_not_found' ? 'expired' : 'failed');
      post({ type: 'error', code: error.code ?? 'failed' });
      return;
    }
    game.lines = game.maths.lines;
    $('.demo').hidden = game.mode !== 'demo';
    await loadArt();
    shown = stripWindow(0);
    reels = window.slotReels.create({
      canvas,
      draw,
      layers: { backdrop: drawBackdrop, symbols: drawSymbols, frame: drawFrame },
      strips: () => game.maths.strips,
      lines: () => game.lines,
      reducedMotion,
    });
    draw(shown, []);
    showMeters(game.balance_minor, null);
    status.textContent = say('rtp', { rtp: game.maths.rtp });
    spinButton.disabled = false;
    if (showFreeSpins()) status.textContent = say('freeFirst');
    body.dataset.ready = 'true';
    spinButton.addEventListener('click', () =>
      play({ stake_minor: game.stakes[stakeIndex], ...(paidChosen && { paid_over_free: true }) }, null),
    );
    paidButton.addEventListener('click', () => {
      paidChosen = true;
      showFreeSpins();
      spinButton.focus();
    });
    freeButton.addEventListener('click', () => {
      const grant = showFreeSpins();
      if (grant) play({ free_spins_id: grant.id }, grant);
    });
    $('.lower').addEventListener('click', () => changeStake(-1));
    $('.higher').addEventListener('click', () => changeStake(1));
  }

  $('.close').addEventListener('click', () => post({ type: 'close' }));
  depositButton.addEventListener('click', () => post({ type: 'deposit' }));
  start();
})();
