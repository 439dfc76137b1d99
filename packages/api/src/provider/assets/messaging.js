// The local stand-in for a messaging analytics script (§7): it only says it has loaded, on the page's root element.
(function () {
  'use strict';
  document.documentElement.setAttribute('data-messaging', 'ready');
})();
