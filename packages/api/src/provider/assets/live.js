// The provider's live tables (roulette, money wheels, baccarat, andar bahar): one shared round for every player,
// pushed by the server every second.
(() => {
  const body = document.body;
  const game = body.dataset.game;
  const token = body.dataset.token;
  const parentOrigin = body.dataset.parent;
  const texts = JSON.parse(body.dataset.texts);
  const intl = body.dataset.intl;
  const $ = (selector) => document.querySelector(selector);
  const status = $('.status');
  const ball = $('.ball');
  const hands = $('.hands');
  const countdown = $('.countdown');
  const depositButton = $('.deposit');
  const feltButtons = [...document.querySelectorAll('.felt button')];
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  let session = null;
  let state = null;
  let offsetMs = 0;
  let chipIndex = 0;
  let shownPhase = null;
  let shownRound = null;
  let settledSeen = new Set();

  const say = (key, values = {}) =>
    (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  const money = (minor) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: session.currency }).format(minor / 100);
  const post = (message) => window.parent.postMessage(message, parentOrigin);
  const pocketName = (pocket) => (pocket === 0 ? '0' : `${pocket} ${say(RED.has(pocket) ? 'red' : 'black')}`);
  const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  const SUITS = ['♦', '♥', '♠', '♣'];
  const cardName = (card) => `${RANKS[Math.floor(card / 4)]}${SUITS[card % 4]}`;
  const cardsName = (cards) => cards.map(cardName).join(' ');
  const chipName = (chip) => {
    if (chip.kind === 'straight') return pocketName(chip.pockets[0]);
    if (chip.kind === 'segment') return say('segmentName', { n: chip.pockets[0] });
    if (chip.kind === 'hand') return say('hand');
    const button = feltButtons.find(
      (b) => b.dataset.kind === chip.kind && b.dataset.pockets === chip.pockets.join(','),
    );
    return button?.textContent ?? chip.kind;
  };
  // What the round drew, in words (the status line), in short (the stage and the history) and as a class.
  const outcomeText = (outcome) => {
    switch (outcome.kind) {
      case 'roulette':
        return say('result', { p: pocketName(outcome.pocket) });
      case 'wheel':
        return say('wheelResult', { p: outcome.value });
      case 'blackjack':
        return say('blackjackResult', { d: cardsName(outcome.dealer), t: dealerTotal(outcome) });
      case 'baccarat':
        return say('baccaratResult', {
          a: cardsName(outcome.player),
          x: outcome.player_total,
          b: cardsName(outcome.banker),
          y: outcome.banker_total,
          w: say(`${outcome.winner}Wins`),
        });
      default:
        return say('andarResult', {
          j: cardName(outcome.joker),
          n: outcome.andar.length + outcome.bahar.length,
          w: say(`${outcome.winner}Wins`),
        });
    }
  };
  const outcomeShort = (outcome) => {
    switch (outcome.kind) {
      case 'roulette':
        return pocketName(outcome.pocket);
      case 'wheel':
        return String(outcome.value);
      case 'blackjack':
        return `${say('dealer')} ${dealerTotal(outcome)}`;
      case 'baccarat':
        return `${say(outcome.winner)} ${outcome.player_total}–${outcome.banker_total}`;
      default:
        return outcome.winner === 'none' ? '–' : say(outcome.winner);
    }
  };
  const outcomeClass = (outcome) =>
    outcome.kind === 'roulette'
      ? outcome.pocket === 0
        ? 'zero'
        : RED.has(outcome.pocket)
          ? 'red'
          : 'black'
      : outcome.kind === 'wheel'
        ? `value-${outcome.value}`
        : outcome.kind === 'blackjack'
          ? 'dealer'
          : outcome.winner;
  const dealerTotal = (outcome) =>
    outcome.dealer.length === 2 && outcome.dealer_total === 21
      ? say('blackjack')
      : outcome.dealer_total > 21
        ? `${say('bust')} (${outcome.dealer_total})`
        : String(outcome.dealer_total);
  // The cards as they lie on the table; the status line says the same in words for a screen reader.
  const cardNode = (card) => {
    const node = document.createElement('span');
    node.className = `card card--${card % 4 < 2 ? 'red' : 'black'}`;
    node.textContent = cardName(card);
    return node;
  };
  const SHOWN_CARDS = 12;
  const handRow = (label, cards, total) => {
    const row = document.createElement('span');
    row.className = 'hand';
    const name = document.createElement('b');
    name.textContent = label;
    // A long andar bahar deal shows its last cards; the count of the others stands before them.
    const shown = cards.slice(-SHOWN_CARDS);
    row.append(name);
    if (cards.length > shown.length) row.append(`+${cards.length - shown.length}`);
    row.append(...shown.map(cardNode));
    if (total !== undefined) {
      const sum = document.createElement('b');
      sum.textContent = `= ${total}`;
      row.append(sum);
    }
    return row;
  };
  const showHands = (outcome, hand) =>
    hands.replaceChildren(
      ...(outcome.kind === 'blackjack'
        ? [
            handRow(say('dealer'), outcome.dealer, outcome.dealer_total),
            ...(hand?.hand ? [handRow(say('hand'), hand.hand, hand.total)] : []),
          ]
        : outcome.kind === 'baccarat'
          ? [
              handRow(say('player'), outcome.player, outcome.player_total),
              handRow(say('banker'), outcome.banker, outcome.banker_total),
            ]
          : [
              handRow(say('joker'), [outcome.joker]),
              handRow(say('andar'), outcome.andar),
              handRow(say('bahar'), outcome.bahar),
            ]),
    );
  const verifyLink = (past, chips, history, chain) => {
    const query = new URLSearchParams({
      game: 'table',
      table: body.dataset.table,
      server_seed: past.server_seed,
      server_seed_hashed: past.server_seed_hashed,
      round: String(past.id),
    });
    // The chain link: the seed of the round before, or the chain's terminating hash for its first round.
    const before = history.find((one) => one.id === past.id - 1);
    const previous = past.id === chain?.first_round ? chain.terminating_hash : before?.server_seed;
    if (previous) query.set('previous', previous);
    // A blackjack hand's own hit cards are drawn with its key: the verifier shows them when the link names it.
    const hand = chips.find((chip) => chip.kind === 'hand' && chip.round_id === past.id);
    if (hand?.hand_key) query.set('hand', hand.hand_key);
    const lang = body.dataset.lang;
    const prefix = lang && lang !== 'ru' ? `/${lang}` : '';
    return `${parentOrigin}${prefix}/fairness?${query.toString()}`;
  };
  const closedText = () =>
    say({ roulette: 'spinning', wheel: 'wheelSpinning', blackjack: 'acting' }[game] ?? 'dealing');

  // Blackjack: this player's hand of the round on, the moves it may take, and the cards as they lie.
  let busy = false;
  const movesBox = $('.moves');
  const moveButtons = movesBox ? [...movesBox.querySelectorAll('button')] : [];
  const handOf = (round) => state?.chips.find((chip) => chip.kind === 'hand' && chip.round_id === round);
  const handSaid = (hand) => {
    const said = say(hand.done ? 'handDone' : 'handNow', { p: cardsName(hand.hand), t: hand.total });
    return hand.total > 21
      ? `${say('handNow', { p: cardsName(hand.hand), t: hand.total })} · ${say('bust')}`
      : said;
  };
  function turnText(round) {
    const hand = handOf(round.id);
    const up = cardName(round.deal.dealer[0]);
    if (!hand?.hand) return say('watching', { d: up });
    if (hand.done) return `${say('watching', { d: up })} ${handSaid(hand)}`;
    return say('yourTurn', { p: cardsName(hand.hand), t: hand.total, d: up });
  }
  function renderBlackjack(round) {
    const acting = round.phase === 'spinning' && round.deal;
    const hand = handOf(round.id);
    if (acting) {
      hands.replaceChildren(
        handRow(say('dealer'), round.deal.dealer),
        handRow(say('hand'), hand?.hand ?? round.deal.player, hand?.total),
      );
      hands.hidden = false;
    }
    movesBox.hidden = !(acting && hand?.hand && !hand.done);
    moveButtons.forEach((button) => {
      button.disabled = busy || (button.dataset.move === 'double' && hand?.moves !== '');
    });
  }
  /** `chips` with `chip` in its place by id, or at the end: an answer and the table's push may bring the same chip. */
  function putChip(chips, chip) {
    return chips.some((known) => known.id === chip.id)
      ? chips.map((known) => (known.id === chip.id ? chip : known))
      : [...chips, chip];
  }

  async function makeMove(name) {
    const hand = state && handOf(state.round.id);
    if (!hand || hand.done || busy) return;
    busy = true;
    renderBlackjack(state.round);
    try {
      const made = await api('/api/live/moves', {
        chip_id: hand.id,
        move: name,
        at: hand.moves.length,
        key: crypto.randomUUID(),
      });
      state.chips = putChip(state.chips, made.chip);
      status.textContent = handSaid(made.chip);
      showBalance(made.balance_minor);
    } catch (error) {
      const code = error.code ?? 'failed';
      status.textContent = say(
        { moves_closed: 'movesClosed', balance_not_enough: 'notEnough' }[code] ?? 'moveFailed',
      );
      depositButton.hidden = !(code === 'balance_not_enough' && session.mode === 'play');
    } finally {
      busy = false;
      renderBlackjack(state.round);
    }
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

  function showBalance(minor) {
    $('.balance').textContent = money(minor);
    if (session.mode === 'play') post({ type: 'balance', balance: minor / 100, currency: session.currency });
  }

  async function refreshBalance() {
    try {
      session = { ...session, ...(await api('/api/live/session', {})) };
      showBalance(session.balance_minor);
    } catch {
      // The next settled chip asks again.
    }
  }

  function tick() {
    if (!state) return;
    const now = Date.now() + offsetMs;
    const left = Math.max(0, Math.ceil((state.round.betting_ends_at - now) / 1000));
    const acting = Math.max(0, Math.ceil((state.round.ends_at - now) / 1000));
    countdown.textContent =
      state.round.phase === 'betting'
        ? say('betting', { s: left })
        : game === 'blackjack'
          ? say('actingLeft', { s: acting })
          : closedText();
  }

  function render(next) {
    const previous = state;
    state = next;
    offsetMs = next.server_now - Date.now();
    const round = next.round;
    $('.round').textContent = say('round', { n: round.id });
    $('.players').textContent = say('players', { n: next.players });
    const open = round.phase === 'betting';
    feltButtons.forEach((button) => (button.disabled = !open));
    // Told once per phase, not every push: a screen reader hears the table's moments, not its clock.
    if (shownRound !== round.id || shownPhase !== round.phase) {
      if (shownRound !== null && shownRound !== round.id && next.history[0]?.id === shownRound) {
        const outcome = next.history[0].outcome;
        ball.textContent = outcomeShort(outcome);
        ball.classList.remove('ball--spinning');
        status.textContent = outcomeText(outcome);
        if (outcome.kind === 'baccarat' || outcome.kind === 'andar-bahar' || outcome.kind === 'blackjack') {
          showHands(
            outcome,
            next.chips.find((chip) => chip.kind === 'hand' && chip.round_id === shownRound),
          );
          hands.hidden = false;
        }
      } else {
        status.textContent = open
          ? say('betting', { s: Math.ceil((round.betting_ends_at - next.server_now) / 1000) })
          : round.deal
            ? turnText(round)
            : closedText();
        if (round.deal) ball.textContent = `${say('dealer')} ${cardName(round.deal.dealer[0])}`;
        if (open) hands.hidden = true;
      }
      if (!open && !reducedMotion && (game === 'roulette' || game === 'wheel'))
        ball.classList.add('ball--spinning');
      shownRound = round.id;
      shownPhase = round.phase;
    }
    if (game === 'blackjack') renderBlackjack(round);
    const mine = next.chips.filter((chip) => chip.round_id === round.id);
    $('.chips').replaceChildren(
      ...mine.map((chip) => {
        const item = document.createElement('li');
        item.textContent = `${chipName(chip)} · ${money(chip.stake_minor)}`;
        return item;
      }),
    );
    $('.no-chips').hidden = mine.length > 0;
    const settled = next.chips.filter((chip) => chip.status === 'settled' && !settledSeen.has(chip.id));
    if (settled.length > 0) {
      settled.forEach((chip) => settledSeen.add(chip.id));
      const won = settled.filter((chip) => chip.payout_minor > 0);
      const total = won.reduce((sum, chip) => sum + chip.payout_minor, 0);
      if (previous)
        status.textContent += ` · ${won.length > 0 ? say('won', { s: money(total), p: won.map(chipName).join(', ') }) : say('lost')}`;
      refreshBalance();
    }
    $('.history').replaceChildren(
      ...next.history.map((past) => {
        // Each past round links to the site's verifier, which re-derives it from its revealed seed (new tab).
        const item = document.createElement('li');
        item.className = `past past--${outcomeClass(past.outcome)}`;
        const link = document.createElement('a');
        link.href = verifyLink(past, next.chips, next.history, next.chain);
        link.target = '_blank';
        link.rel = 'noopener';
        link.textContent = outcomeShort(past.outcome);
        link.setAttribute('aria-label', say('verifyRound', { n: past.id, p: outcomeShort(past.outcome) }));
        link.title = say('revealedAny', { n: past.id, p: outcomeText(past.outcome), s: past.server_seed });
        item.append(link);
        return item;
      }),
    );
    const last = next.history[0];
    $('.proof').textContent = [
      say('proof', { n: round.id, s: round.server_seed_hashed }),
      last ? say('revealedAny', { n: last.id, p: outcomeShort(last.outcome), s: last.server_seed }) : '',
    ].join(' · ');
    tick();
    body.dataset.ready = 'true';
    body.dataset.round = String(round.id);
    body.dataset.phase = round.phase;
  }

  async function placeChip(button) {
    if (!state || state.round.phase !== 'betting') return;
    depositButton.hidden = true;
    const pockets = button.dataset.pockets ? button.dataset.pockets.split(',').map(Number) : [];
    try {
      const placed = await api('/api/live/chips', {
        round_id: state.round.id,
        kind: button.dataset.kind,
        pockets,
        stake_minor: session.stakes[chipIndex],
        key: crypto.randomUUID(),
      });
      // The table's push of the new state may have brought the chip before this answer did: it is listed once.
      state.chips = putChip(state.chips, placed.chip);
      render(state);
      status.textContent = say('placed', { p: chipName(placed.chip) });
      showBalance(placed.balance_minor);
    } catch (error) {
      const code = error.code ?? 'failed';
      const key =
        {
          balance_not_enough: 'notEnough',
          betting_closed: 'closed',
          too_many_chips: 'tooMany',
          session_not_found: 'expired',
        }[code] ?? 'failed';
      status.textContent = say(key);
      depositButton.hidden = !(code === 'balance_not_enough' && session.mode === 'play');
      post({ type: 'error', code });
    }
  }

  function changeChip(step) {
    chipIndex = Math.max(0, Math.min(session.stakes.length - 1, chipIndex + step));
    $('.chip-value').textContent = money(session.stakes[chipIndex]);
  }

  // A page kept busy (a cheap phone, a long task) finds the pushes it missed waiting all at once when it is free: it
  // draws the newest of them, once, and not each old round in turn, which would leave its table behind the others'.
  function listen() {
    const events = new EventSource(`/api/live/events?token=${encodeURIComponent(token)}`);
    let newest = null;
    const drawNewest = () => {
      const data = newest;
      newest = null;
      try {
        render(JSON.parse(data));
      } catch {
        // A frame that does not parse is dropped; the next push comes in a second.
      }
    };
    events.addEventListener('state', (event) => {
      if (newest === null) setTimeout(drawNewest, 0);
      newest = event.data;
    });
    events.addEventListener('error', () => {
      status.textContent = say('offline');
    });
  }

  async function start() {
    try {
      session = await api('/api/live/session', {});
    } catch (error) {
      status.textContent = say(error.code === 'session_not_found' ? 'expired' : 'failed');
      post({ type: 'error', code: error.code ?? 'failed' });
      return;
    }
    $('.demo').hidden = session.mode !== 'demo';
    showBalance(session.balance_minor);
    changeChip(0);
    feltButtons.forEach((button) => button.addEventListener('click', () => placeChip(button)));
    moveButtons.forEach((button) => button.addEventListener('click', () => makeMove(button.dataset.move)));
    $('.lower').addEventListener('click', () => changeChip(-1));
    $('.higher').addEventListener('click', () => changeChip(1));
    setInterval(tick, 250);
    listen();
  }

  $('.close').addEventListener('click', () => post({ type: 'close' }));
  depositButton.addEventListener('click', () => post({ type: 'deposit' }));
  start();
})();
