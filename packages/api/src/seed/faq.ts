import { VIP_LEVELS } from '@casino/tables';

/** The published VIP table's highest cashback (issue 34): the answer quotes the table, never a figure of its own. */
const VIP_TOP_CASHBACK = Math.max(...VIP_LEVELS.map((level) => level.cashbackPercent));

type Lang = 'ru' | 'en' | 'kz' | 'br';
type Entry = Record<Lang, { q: string; a: string }>;

/** Questions players ask, in the four interface languages; entry ids are shared across languages. */
export const SEED_FAQ: readonly Entry[] = [
  {
    ru: {
      q: 'Как зарегистрироваться?',
      a: 'Нажмите «Регистрация», укажите email или телефон, пароль и валюту счёта. Код подтверждения придёт на указанный адрес.',
    },
    en: {
      q: 'How do I sign up?',
      a: 'Press “Sign up”, enter your email or phone, a password and your account currency. A confirmation code is sent to the address you gave.',
    },
    kz: {
      q: 'Қалай тіркелуге болады?',
      a: '«Тіркелу» батырмасын басып, email немесе телефон, құпиясөз және шот валютасын көрсетіңіз. Растау коды көрсетілген мекенжайға келеді.',
    },
    br: {
      q: 'Como me cadastro?',
      a: 'Toque em “Cadastrar”, informe e-mail ou telefone, uma senha e a moeda da conta. Um código de confirmação é enviado ao endereço informado.',
    },
  },
  {
    ru: {
      q: 'Как пополнить баланс?',
      a: 'Откройте «Пополнить», выберите способ оплаты и сумму. Счёт действует 20 минут; после оплаты деньги зачисляются автоматически.',
    },
    en: {
      q: 'How do I make a deposit?',
      a: 'Open “Deposit”, choose a payment method and an amount. The invoice lives 20 minutes; once paid, the money is credited automatically.',
    },
    kz: {
      q: 'Балансты қалай толтыруға болады?',
      a: '«Толтыру» бөлімін ашып, төлем тәсілі мен соманы таңдаңыз. Шот 20 минут жарамды; төлегеннен кейін ақша автоматты түрде түседі.',
    },
    br: {
      q: 'Como faço um depósito?',
      a: 'Abra “Depositar”, escolha um método e um valor. A fatura vale 20 minutos; após o pagamento, o valor é creditado automaticamente.',
    },
  },
  {
    ru: {
      q: 'Как выплачивается вывод?',
      a: 'Вывод выплачивается автоматически через 30 минут после заявки (до этого её можно отменить), если ваша личность подтверждена, сумма не больше 50 000 RUB, 500 USD, 500 EUR, 250 000 KZT или 50 000 INR, а карта или адрес не использовались для вывода другим игроком. Любой другой вывод проверяет оператор: он выплачивает или отклоняет его, отклонённая сумма возвращается на баланс. Документы для проверки личности отправляются в окне «Верификация» в профиле.',
    },
    en: {
      q: 'How are withdrawals paid?',
      a: 'A withdrawal is paid automatically 30 minutes after the request (you can cancel it until then) when your identity is verified, the amount is at most 50 000 RUB, 500 USD, 500 EUR, 250 000 KZT or 50 000 INR, and the card or address has not been used for a withdrawal by another player. Any other withdrawal is reviewed by an operator, who pays or rejects it; a rejected amount returns to your balance. Send your identity documents from the Verification dialog in your profile.',
    },
    kz: {
      q: 'Шығару қалай төленеді?',
      a: 'Шығару өтінімнен 30 минуттан кейін автоматты түрде төленеді (оған дейін оны болдырмауға болады), егер жеке басыңыз расталса, сома 50 000 RUB, 500 USD, 500 EUR, 250 000 KZT немесе 50 000 INR аспаса және карта не мекенжай басқа ойыншының шығаруына қолданылмаса. Кез келген басқа шығаруды оператор тексереді: ол төлейді немесе қабылдамайды, қабылданбаған сома балансқа қайтады. Жеке басты растайтын құжаттар профильдегі «Верификация» терезесінен жіберіледі.',
    },
    br: {
      q: 'Como os saques são pagos?',
      a: 'Um saque é pago automaticamente 30 minutos após o pedido (até lá você pode cancelá-lo) quando sua identidade está verificada, o valor é de no máximo 50 000 RUB, 500 USD, 500 EUR, 250 000 KZT ou 50 000 INR e o cartão ou endereço não foi usado para saque por outro jogador. Qualquer outro saque é analisado por um operador, que o paga ou recusa; um valor recusado volta ao seu saldo. Envie seus documentos de identidade pela janela Verificação no seu perfil.',
    },
  },
  {
    ru: {
      q: 'Какие валюты поддерживаются?',
      a: 'Рубль, доллар США, тенге, индийская рупия и евро. Валюта выбирается при регистрации.',
    },
    en: {
      q: 'Which currencies are supported?',
      a: 'Russian rouble, US dollar, tenge, Indian rupee and euro. You choose the currency when you sign up.',
    },
    kz: {
      q: 'Қандай валюталар қолдау табады?',
      a: 'Рубль, АҚШ доллары, теңге, үнді рупиясы және еуро. Валюта тіркелу кезінде таңдалады.',
    },
    br: {
      q: 'Quais moedas são aceitas?',
      a: 'Rublo, dólar americano, tenge, rupia indiana e euro. A moeda é escolhida no cadastro.',
    },
  },
  {
    ru: {
      q: 'Я забыл пароль. Что делать?',
      a: 'Нажмите «Забыли пароль?» и укажите email или телефон. Мы пришлём код или ссылку для нового пароля.',
    },
    en: {
      q: 'I forgot my password. What now?',
      a: 'Press “Forgot password?” and enter your email or phone. We will send a code or a link to set a new one.',
    },
    kz: {
      q: 'Құпиясөзді ұмыттым. Не істеу керек?',
      a: '«Құпиясөзді ұмыттыңыз ба?» батырмасын басып, email немесе телефонды көрсетіңіз. Жаңа құпиясөз үшін код немесе сілтеме жібереміз.',
    },
    br: {
      q: 'Esqueci minha senha. E agora?',
      a: 'Toque em “Esqueceu a senha?” e informe e-mail ou telefone. Enviaremos um código ou link para criar outra.',
    },
  },
  {
    ru: {
      q: 'Как работают бонусы?',
      a: 'Бонус зачисляется на бонусный баланс. Ставки всегда списываются с основного баланса, бонусный не ставится. Каждая ставка засчитывается в отыгрыш: слоты 100 %, оригинальные игры и Crash 50 %, ставки на спорт 20 %, игровые столы 10 %. Когда отыгрыш выполнен, бонус один раз переходит на основной баланс; по истечении срока бонуса он сгорает. Запрос на вывод отменяет неотыгранный бонус (касса предупредит). Сумма и срок — в описании бонуса, прогресс — в профиле.',
    },
    en: {
      q: 'How do bonuses work?',
      a: 'A bonus goes to your bonus balance. Bets are always taken from the main balance; the bonus balance is not staked. Every stake counts towards the wagering: slots 100 %, originals and Crash 50 %, sports bets 20 %, game tables 10 %. Once the wagering is met, the bonus moves to the main balance, once; when its days are up, it is removed. A withdrawal request forfeits an unfinished bonus (the cashier warns you first). The amount and days are in each bonus description, your progress in the profile.',
    },
    kz: {
      q: 'Бонустар қалай жұмыс істейді?',
      a: 'Бонус бонус балансына түседі. Ставкалар әрдайым негізгі баланстан алынады, бонус балансы қойылмайды. Әр ставка ұтыс шартына есептеледі: слоттар 100 %, түпнұсқа ойындар мен Crash 50 %, спорт ставкалары 20 %, ойын үстелдері 10 %. Шарт орындалғанда бонус негізгі балансқа бір рет ауысады; мерзімі біткенде ол жойылады. Ақша шығару сұрауы аяқталмаған бонустан бас тартады (касса алдын ала ескертеді). Сомасы мен мерзімі бонус сипаттамасында, прогресс профильде.',
    },
    br: {
      q: 'Como funcionam os bônus?',
      a: 'O bônus vai para o saldo de bônus. As apostas saem sempre do saldo principal; o saldo de bônus não é apostado. Cada aposta conta para o rollover: slots 100 %, jogos originais e Crash 50 %, apostas esportivas 20 %, mesas de jogo 10 %. Cumprido o rollover, o bônus passa ao saldo principal, uma vez; quando o prazo acaba, ele é removido. Um pedido de saque cancela um bônus não cumprido (o caixa avisa antes). Valor e prazo estão em cada bônus, o progresso no perfil.',
    },
  },
  {
    ru: {
      q: 'Что такое фриспины?',
      a: 'Бесплатные вращения в определённом слоте. У каждого пакета фриспинов есть срок действия — используйте их до его окончания.',
    },
    en: {
      q: 'What are free spins?',
      a: 'Free rounds in a given slot. Every free spin grant has an expiry date — use them before it passes.',
    },
    kz: {
      q: 'Фриспиндер деген не?',
      a: 'Белгілі бір слоттағы тегін айналымдар. Әр фриспин пакетінің жарамдылық мерзімі бар — оны аяқталғанға дейін пайдаланыңыз.',
    },
    br: {
      q: 'O que são giros grátis?',
      a: 'Rodadas grátis em um slot específico. Cada pacote tem validade — use-os antes que expire.',
    },
  },
  {
    ru: {
      q: 'Как попасть в VIP-клуб?',
      a: `Подайте заявку на странице VIP-клуба. Уровень растёт с суммой подтверждённых депозитов; каждую неделю (по понедельникам, 00:00 UTC) клуб возвращает процент уровня, до ${VIP_TOP_CASHBACK}%, от чистого проигрыша прошедшей недели в игре на реальные деньги.`,
    },
    en: {
      q: 'How do I join the VIP club?',
      a: `Apply on the VIP club page. Your level grows with your confirmed deposits; every week (on Monday, 00:00 UTC) the club pays back your level's percent, up to ${VIP_TOP_CASHBACK}%, of the past week's net loss on real-money play.`,
    },
    kz: {
      q: 'VIP-клубқа қалай кіруге болады?',
      a: `VIP-клуб бетінде өтінім беріңіз. Деңгей расталған депозиттер сомасымен өседі; клуб апта сайын (дүйсенбі, 00:00 UTC) өткен аптадағы нақты ақшаға ойынның таза ұтылысынан деңгей пайызын, ${VIP_TOP_CASHBACK}%-ға дейін, қайтарады.`,
    },
    br: {
      q: 'Como entro no clube VIP?',
      a: `Inscreva-se na página do clube VIP. Seu nível cresce com os depósitos confirmados; toda semana (segunda-feira, 00:00 UTC) o clube devolve o percentual do seu nível, até ${VIP_TOP_CASHBACK}%, da perda líquida da semana anterior no jogo com dinheiro real.`,
    },
  },
  {
    ru: {
      q: 'Почему сайт недоступен в моей стране?',
      a: 'Мы не работаем в странах, где азартные игры онлайн запрещены или требуют местной лицензии.',
    },
    en: {
      q: 'Why is the site unavailable in my country?',
      a: 'We do not operate where online gambling is banned or needs a local licence.',
    },
    kz: {
      q: 'Неліктен сайт менің елімде қолжетімсіз?',
      a: 'Онлайн құмар ойындарға тыйым салынған немесе жергілікті лицензия қажет елдерде жұмыс істемейміз.',
    },
    br: {
      q: 'Por que o site não está disponível no meu país?',
      a: 'Não operamos onde o jogo online é proibido ou exige licença local.',
    },
  },
  {
    ru: {
      q: 'Честны ли игры?',
      a: 'Собственные игры используют доказуемо честную схему: результат каждой ставки можно проверить по раскрытому серверному сиду.',
    },
    en: {
      q: 'Are the games fair?',
      a: 'Our own games are provably fair: every bet’s outcome can be checked against the revealed server seed.',
    },
    kz: {
      q: 'Ойындар әділ ме?',
      a: 'Өз ойындарымыз дәлелденетін әділ: әр ставканың нәтижесін ашылған сервер сиді бойынша тексеруге болады.',
    },
    br: {
      q: 'Os jogos são justos?',
      a: 'Nossos jogos são comprovadamente justos: o resultado de cada aposta pode ser verificado pela seed do servidor revelada.',
    },
  },
];
