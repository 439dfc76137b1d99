// The local stand-in for a chat provider's loader script (docs/contract.md, "Chat widget"). It reads the commands
// the site queued in `window.$chat` before it arrived, takes the queue over, and draws a small support panel when
// asked to open: the page the player is on and who they are, as a real provider's agent would see them, and a
// conversation the player can type into. No person reads it: every message gets the demonstration's automatic reply,
// which says so (issue 34).
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
      message: 'Сообщение',
      send: 'Отправить',
      you: 'Вы',
      reply: 'Автоответ',
      auto: 'Это чат локальной демонстрации, его не читает ни один человек. Ваше сообщение сохранено в этой переписке. Куда направлять претензии и в какой срок на них отвечают, сказано в пользовательском соглашении (раздел «Претензии и применимое право»); в этой демонстрации нет оператора, который бы на них ответил.',
      empty: 'Напишите сообщение.',
    },
    en: {
      title: 'Support chat',
      page: 'Page',
      player: 'Player',
      guest: 'guest',
      close: 'Close',
      hello: 'Hello! How can we help?',
      message: 'Message',
      send: 'Send',
      you: 'You',
      reply: 'Automatic reply',
      auto: 'This is the local demonstration’s chat, and no person reads it. Your message is saved in this conversation. Where complaints go and when they are answered is in the user agreement (“Complaints and governing law”); this demonstration has no operator to answer them.',
      empty: 'Write a message.',
    },
    kz: {
      title: 'Қолдау чаты',
      page: 'Бет',
      player: 'Ойыншы',
      guest: 'қонақ',
      close: 'Жабу',
      hello: 'Сәлеметсіз бе! Қалай көмектесейік?',
      message: 'Хабарлама',
      send: 'Жіберу',
      you: 'Сіз',
      reply: 'Автожауап',
      auto: 'Бұл жергілікті демонстрацияның чаты, оны ешбір адам оқымайды. Хабарламаңыз осы хат алмасуда сақталды. Шағымдарды қайда жіберу және оларға қашан жауап берілетіні пайдаланушы келісімінде («Complaints and governing law» бөлімі) жазылған; бұл демонстрацияда оларға жауап беретін оператор жоқ.',
      empty: 'Хабарлама жазыңыз.',
    },
    br: {
      title: 'Chat de suporte',
      page: 'Página',
      player: 'Jogador',
      guest: 'visitante',
      close: 'Fechar',
      hello: 'Olá! Como podemos ajudar?',
      message: 'Mensagem',
      send: 'Enviar',
      you: 'Você',
      reply: 'Resposta automática',
      auto: 'Este é o chat da demonstração local, e nenhuma pessoa o lê. Sua mensagem foi salva nesta conversa. Para onde vão as reclamações e quando são respondidas está no contrato do usuário (seção “Complaints and governing law”); esta demonstração não tem operador para respondê-las.',
      empty: 'Escreva uma mensagem.',
    },
  };
  var state = { key: null, route: null, player: null, open: false };
  var panel = null;
  /** The element that had focus when the panel opened: it gets focus back when the panel closes. */
  var opener = null;
  var MAX_TEXT = 1000;
  var MAX_MESSAGES = 100;
  var CONTROL_COLOURS = 'background:#fff;color:#111;border:1px solid #767676;border-radius:6px';

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

  // The conversation is kept in the browser, one per site key and player (or guest), as a provider's widget keeps
  // its visitor's: it is there again after a reload. Each message is { from: 'player' | 'auto', text, at }.
  function storageKey() {
    return 'chat-stand-in:' + (state.key || '') + ':' + (state.player ? state.player.id : 'guest');
  }

  function conversation() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(storageKey()) || '[]');
      return Array.isArray(stored) ? stored : [];
    } catch {
      return [];
    }
  }

  function save(messages) {
    try {
      window.localStorage.setItem(storageKey(), JSON.stringify(messages.slice(-MAX_MESSAGES)));
    } catch {
      // A full or blocked storage keeps the conversation on screen only.
    }
  }

  function messageItem(message, t) {
    var item = document.createElement('li');
    item.setAttribute('data-chat-from', message.from);
    item.style.cssText =
      'margin:6px 0;padding:6px 8px;border-radius:8px;white-space:pre-wrap;overflow-wrap:anywhere;' +
      (message.from === 'player'
        ? 'background:#e3ecff;margin-left:24px'
        : 'background:#f1f1f1;margin-right:24px');
    var who = document.createElement('strong');
    who.textContent = (message.from === 'player' ? t.you : t.reply) + ': ';
    item.append(who, document.createTextNode(message.text));
    return item;
  }

  function close() {
    state.open = false;
    render();
    if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    opener = null;
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
      opener = document.activeElement;
      panel = document.createElement('section');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('data-chat-panel', '');
      panel.style.cssText =
        'position:fixed;right:16px;bottom:16px;z-index:2147483000;width:320px;max-width:calc(100vw - 32px);' +
        'max-height:calc(100vh - 32px);overflow:auto;box-sizing:border-box;' +
        'padding:16px;border-radius:12px;background:#fff;color:#111;font:14px/1.4 sans-serif;' +
        'box-shadow:0 8px 32px rgba(0,0,0,.35)';
      panel.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') close();
      });
      document.body.append(panel);
    }
    panel.setAttribute('aria-label', t.title);
    panel.setAttribute('data-chat-route', state.route || '');
    panel.setAttribute('data-chat-player', state.player ? state.player.id : '');
    var draft = panel.querySelector('textarea');
    var typed = draft ? draft.value : '';
    panel.replaceChildren();
    var heading = document.createElement('h2');
    heading.style.cssText = 'margin:0 0 8px;font-size:16px';
    heading.textContent = t.title;

    // The conversation is a log: a screen reader reads each new message (the automatic reply too) as it comes.
    var log = document.createElement('ol');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('aria-label', t.title);
    log.style.cssText = 'list-style:none;margin:8px 0;padding:0;max-height:40vh;overflow:auto';
    log.append(messageItem({ from: 'auto', text: t.hello }, t));
    conversation().forEach(function (message) {
      log.append(messageItem(message, t));
    });

    var form = document.createElement('form');
    var label = document.createElement('label');
    var fieldId = 'chat-stand-in-message';
    label.htmlFor = fieldId;
    label.textContent = t.message;
    label.style.cssText = 'display:block;font-weight:600';
    var field = document.createElement('textarea');
    field.id = fieldId;
    field.rows = 2;
    field.maxLength = MAX_TEXT;
    field.value = typed;
    // The widget draws its own colours: the site's styles for fields and buttons are not the panel's.
    field.style.cssText =
      'display:block;box-sizing:border-box;width:100%;margin:4px 0;padding:6px;font:inherit;' +
      CONTROL_COLOURS;
    // Enter sends, Shift+Enter starts a new line.
    field.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        send();
      }
    });
    var hint = document.createElement('p');
    hint.setAttribute('role', 'status');
    hint.style.cssText = 'margin:0;color:#8a1c1c;min-height:1em';
    var buttons = document.createElement('div');
    buttons.style.cssText = 'display:flex;gap:8px;margin-top:8px';
    var sendButton = document.createElement('button');
    sendButton.type = 'submit';
    sendButton.textContent = t.send;
    sendButton.style.cssText = 'padding:6px 12px;min-height:32px;' + CONTROL_COLOURS;
    var closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.textContent = t.close;
    closeButton.style.cssText = 'padding:6px 12px;min-height:32px;' + CONTROL_COLOURS;
    closeButton.addEventListener('click', close);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      send();
    });

    function send() {
      var text = field.value.trim().slice(0, MAX_TEXT);
      if (!text) {
        hint.textContent = t.empty;
        field.focus();
        return;
      }
      var messages = conversation();
      var now = Date.now();
      messages.push({ from: 'player', text: text, at: now });
      messages.push({ from: 'auto', text: t.auto, at: now });
      save(messages);
      field.value = '';
      render();
      var again = panel && panel.querySelector('textarea');
      if (again) again.focus();
    }

    buttons.append(sendButton, closeButton);
    form.append(label, field, hint, buttons);
    panel.append(
      heading,
      line(t.page, state.route || '/'),
      line(t.player, state.player ? state.player.id : t.guest),
      log,
      form,
    );
    log.scrollTop = log.scrollHeight;
    if (fresh) field.focus();
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
