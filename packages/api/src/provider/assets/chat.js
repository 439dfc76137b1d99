// The local stand-in for a chat provider's loader script (docs/contract.md, "Chat widget"). It reads the commands
// the site queued in `window.$chat` before it arrived, takes the queue over, and draws a small support panel when
// asked to open: the page the player is on and who they are, as a real provider's agent would see them.
(function () {
  'use strict';
  var TEXTS = {
    ru: {
      title: 'Чат поддержки',
      page: 'Страница',
      player: 'Игрок',
      guest: 'гость',
      close: 'Закрыть',
      hello: 'Здравствуйте! Чем помочь?',
    },
    en: {
      title: 'Support chat',
      page: 'Page',
      player: 'Player',
      guest: 'guest',
      close: 'Close',
      hello: 'Hello! How can we help?',
    },
    kz: {
      title: 'Қолдау чаты',
      page: 'Бет',
      player: 'Ойыншы',
      guest: 'қонақ',
      close: 'Жабу',
      hello: 'Сәлеметсіз бе! Қалай көмектесейік?',
    },
    br: {
      title: 'Chat de suporte',
      page: 'Página',
      player: 'Jogador',
      guest: 'visitante',
      close: 'Fechar',
      hello: 'Olá! Como podemos ajudar?',
    },
  };
  var state = { key: null, route: null, player: null, open: false };
  var panel = null;

  function texts() {
    var locale = state.player && state.player.locale;
    if (!locale) {
      var lang = (document.documentElement.lang || 'ru').toLowerCase();
      locale = lang.indexOf('kk') === 0 ? 'kz' : lang.indexOf('pt') === 0 ? 'br' : lang.slice(0, 2);
    }
    return TEXTS[locale] || TEXTS.en;
  }

  function line(label, value) {
    var p = document.createElement('p');
    p.style.margin = '4px 0';
    p.textContent = label + ': ' + value;
    return p;
  }

  function render() {
    document.documentElement.setAttribute('data-chat', state.open ? 'open' : 'ready');
    if (!state.open) {
      if (panel) panel.remove();
      panel = null;
      return;
    }
    var t = texts();
    var fresh = !panel;
    if (!panel) {
      panel = document.createElement('section');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('data-chat-panel', '');
      panel.style.cssText =
        'position:fixed;right:16px;bottom:16px;z-index:2147483000;width:280px;max-width:calc(100vw - 32px);' +
        'padding:16px;border-radius:12px;background:#fff;color:#111;font:14px/1.4 sans-serif;' +
        'box-shadow:0 8px 32px rgba(0,0,0,.35)';
      document.body.append(panel);
    }
    panel.setAttribute('aria-label', t.title);
    panel.setAttribute('data-chat-route', state.route || '');
    panel.setAttribute('data-chat-player', state.player ? state.player.id : '');
    panel.replaceChildren();
    var heading = document.createElement('h2');
    heading.style.cssText = 'margin:0 0 8px;font-size:16px';
    heading.textContent = t.title;
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = t.close;
    close.style.cssText = 'margin-top:8px;padding:6px 12px;min-height:32px';
    close.addEventListener('click', function () {
      state.open = false;
      render();
    });
    panel.append(
      heading,
      line(t.page, state.route || '/'),
      line(t.player, state.player ? state.player.id : t.guest),
      line('', t.hello),
      close,
    );
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        state.open = false;
        render();
      }
    });
    if (fresh) close.focus();
  }

  function handle(command) {
    if (!command || typeof command.length !== 'number') return;
    var name = command[0];
    var value = command[1];
    if (name === 'config' && value && typeof value.key === 'string') state.key = value.key;
    else if (name === 'route' && typeof value === 'string') state.route = value.slice(0, 300);
    else if (name === 'identify')
      state.player =
        value && typeof value.id === 'string'
          ? { id: value.id.slice(0, 64), locale: String(value.locale || '') }
          : null;
    else if (name === 'open') state.open = true;
    else return;
    render();
  }

  var queued = Array.isArray(window.$chat) ? window.$chat : [];
  window.$chat = { push: handle };
  for (var i = 0; i < queued.length; i += 1) handle(queued[i]);
  render();
})();
