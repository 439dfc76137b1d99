import type { Context } from 'hono';
import type { ContentLang } from '../http/request.ts';
import { toMajor } from '../money.ts';
import type { InvoiceRow } from './invoiceStore.ts';
import { escapeHtml, renderPage, scriptValue } from '../http/html.ts';

/** The payment provider's words in the site's four languages: the page follows the language the deposit was made in. */
const PAY_TEXTS = {
  en: {
    invoice: 'Invoice {id}',
    heading: 'Payment of invoice #{id}',
    method: 'Method',
    amount: 'Amount',
    commission: 'Commission',
    card: 'Card',
    phone: 'Phone',
    timeLeft: 'Time left',
    confirm: 'Confirm payment',
    paid: 'Payment received',
    paidText: 'The money is on your balance. You can close this page and return to the site.',
    expired: 'Invoice expired',
    expiredHeading: 'This invoice has expired',
    expiredText: 'Return to the site and create a new deposit.',
    notFound: 'Invoice not found',
    notFoundText: 'Check the link or return to the site.',
    demo: 'Demonstration: this page stands in for a payment provider on the local demo site. No payment is taken and no money moves; confirming credits the amount to your balance here.',
    cardNote: 'Not a real card: the number fails the card checksum and is in a range no card scheme issues.',
    phoneNote: 'Not a real phone: the number is in a range reserved for fiction and reaches no one.',
  },
  ru: {
    invoice: 'Счёт {id}',
    heading: 'Оплата счёта №{id}',
    method: 'Способ',
    amount: 'Сумма',
    commission: 'Комиссия',
    card: 'Карта',
    phone: 'Телефон',
    timeLeft: 'Осталось времени',
    confirm: 'Подтвердить оплату',
    paid: 'Платёж получен',
    paidText: 'Деньги на балансе. Эту страницу можно закрыть и вернуться на сайт.',
    expired: 'Срок счёта истёк',
    expiredHeading: 'Срок этого счёта истёк',
    expiredText: 'Вернитесь на сайт и создайте новый депозит.',
    notFound: 'Счёт не найден',
    notFoundText: 'Проверьте ссылку или вернитесь на сайт.',
    demo: 'Демонстрация: эта страница заменяет платёжного провайдера на локальном демо-сайте. Оплата не берётся, деньги никуда не переводятся; подтверждение зачисляет сумму на баланс здесь.',
    cardNote:
      'Это не настоящая карта: номер не проходит проверку контрольной цифры и лежит в диапазоне, который не выдаёт ни одна платёжная система.',
    phoneNote:
      'Это не настоящий телефон: номер из диапазона, зарезервированного для вымысла, он никому не принадлежит.',
  },
  kz: {
    invoice: '{id} шот',
    heading: '№{id} шотты төлеу',
    method: 'Тәсіл',
    amount: 'Сома',
    commission: 'Комиссия',
    card: 'Карта',
    phone: 'Телефон',
    timeLeft: 'Қалған уақыт',
    confirm: 'Төлемді растау',
    paid: 'Төлем алынды',
    paidText: 'Ақша балансқа түсті. Бұл бетті жауып, сайтқа оралуға болады.',
    expired: 'Шоттың мерзімі өтті',
    expiredHeading: 'Бұл шоттың мерзімі өтті',
    expiredText: 'Сайтқа оралып, жаңа депозит жасаңыз.',
    notFound: 'Шот табылмады',
    notFoundText: 'Сілтемені тексеріңіз немесе сайтқа оралыңыз.',
    demo: 'Демонстрация: бұл бет жергілікті демо-сайтта төлем провайдерінің орнын басады. Төлем алынбайды, ақша ешқайда аударылмайды; растау соманы осындағы балансқа есептейді.',
    cardNote:
      'Бұл нақты карта емес: нөмір бақылау санын тексеруден өтпейді және ешбір төлем жүйесі бермейтін ауқымда.',
    phoneNote:
      'Бұл нақты телефон емес: нөмір ойдан шығарылған шығармаларға арналған ауқымнан, ол ешкімге тиесілі емес.',
  },
  br: {
    invoice: 'Fatura {id}',
    heading: 'Pagamento da fatura nº {id}',
    method: 'Método',
    amount: 'Valor',
    commission: 'Comissão',
    card: 'Cartão',
    phone: 'Telefone',
    timeLeft: 'Tempo restante',
    confirm: 'Confirmar pagamento',
    paid: 'Pagamento recebido',
    paidText: 'O dinheiro está no seu saldo. Você pode fechar esta página e voltar ao site.',
    expired: 'Fatura expirada',
    expiredHeading: 'Esta fatura expirou',
    expiredText: 'Volte ao site e faça um novo depósito.',
    notFound: 'Fatura não encontrada',
    notFoundText: 'Verifique o link ou volte ao site.',
    demo: 'Demonstração: esta página substitui um provedor de pagamento no site de demonstração local. Nenhum pagamento é cobrado e nenhum dinheiro se move; confirmar credita o valor no seu saldo aqui.',
    cardNote:
      'Não é um cartão real: o número falha no dígito verificador e está numa faixa que nenhuma bandeira emite.',
    phoneNote:
      'Não é um telefone real: o número está numa faixa reservada para ficção e não chega a ninguém.',
  },
} as const satisfies Record<ContentLang, Record<string, string>>;

type PayText = keyof (typeof PAY_TEXTS)['en'];

const INTL: Record<ContentLang, string> = { en: 'en-US', ru: 'ru-RU', kz: 'ru-KZ', br: 'pt-BR' };
const HTML_LANG: Record<ContentLang, string> = { en: 'en', ru: 'ru', kz: 'kk', br: 'pt-BR' };

function words(lang: ContentLang) {
  return (key: PayText, id?: number) => escapeHtml(PAY_TEXTS[lang][key].replace('{id}', String(id ?? '')));
}

const formatAmount = (minor: number, currency: string, lang: ContentLang) =>
  new Intl.NumberFormat(INTL[lang], { style: 'currency', currency }).format(toMajor(minor));

/** The payment provider's page: what to pay, to whom, how long is left, and a button that confirms the transfer. */
export function invoicePage(
  c: Context,
  invoice: InvoiceRow,
  method: string,
  secondsLeft: number,
  lang: ContentLang,
): Response {
  const say = words(lang);
  // The card or phone is one no one can receive money on (payments/demoRecipients.ts); the page says so beside it.
  const to = invoice.card_number
    ? `<dt>${say('card')}</dt><dd>${escapeHtml(invoice.card_number)}<br><small>${say('cardNote')}</small></dd>`
    : invoice.phone_number
      ? `<dt>${say('phone')}</dt><dd>${escapeHtml(invoice.phone_number)}<br><small>${say('phoneNote')}</small></dd>`
      : '';
  return renderPage(c, {
    lang: HTML_LANG[lang],
    title: PAY_TEXTS[lang].invoice.replace('{id}', String(invoice.id)),
    body: `<h1>${say('heading', invoice.id)}</h1>
<p class="demo" role="note">${say('demo')}</p>
<dl>
  <dt>${say('method')}</dt><dd>${escapeHtml(method)}</dd>
  <dt>${say('amount')}</dt><dd>${escapeHtml(formatAmount(invoice.amount_minor, invoice.currency, lang))}</dd>
  <dt>${say('commission')}</dt><dd>${escapeHtml(formatAmount(invoice.commission_minor, invoice.currency, lang))}</dd>
  ${to}
  <dt>${say('timeLeft')}</dt><dd id="left">${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}</dd>
</dl>
<form method="post"><div class="actions"><button class="primary">${say('confirm')}</button></div></form>`,
    script: `(function () {
  var left = ${scriptValue(secondsLeft)};
  var node = document.getElementById('left');
  setInterval(function () {
    left = Math.max(0, left - 1);
    node.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
  }, 1000);
})();`,
  });
}

export function paymentResultPage(
  c: Context,
  outcome: 'paid' | 'already_paid' | 'expired' | 'not_found',
  lang: ContentLang,
): Response {
  const say = words(lang);
  const page = { lang: HTML_LANG[lang] };
  switch (outcome) {
    case 'paid':
    case 'already_paid':
      return renderPage(c, {
        ...page,
        title: PAY_TEXTS[lang].paid,
        body: `<h1>${say('paid')}</h1><p>${say('paidText')}</p>`,
      });
    case 'expired':
      return renderPage(c, {
        ...page,
        title: PAY_TEXTS[lang].expired,
        status: 422,
        body: `<h1>${say('expiredHeading')}</h1><p>${say('expiredText')}</p>`,
      });
    case 'not_found':
      return renderPage(c, {
        ...page,
        title: PAY_TEXTS[lang].notFound,
        status: 404,
        body: `<h1>${say('notFound')}</h1><p>${say('notFoundText')}</p>`,
      });
  }
}
