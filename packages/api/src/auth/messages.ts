import type { ContentLang } from '../http/request.ts';

/** The texts of the emails and SMS the server "sends" (to its outbox), in the interface languages. */
export type MessageKind =
  'loginCode' | 'verifyEmail' | 'verifyPhone' | 'resetEmail' | 'resetPhone' | 'noAccount' | 'loginData';

interface Template {
  subject: string;
  body: string;
}

const TEMPLATES: Record<MessageKind, Record<ContentLang, Template>> = {
  loginCode: {
    ru: { subject: 'Код для входа', body: 'Ваш код для входа: {code}. Он действует 10 минут.' },
    en: { subject: 'Your login code', body: 'Your login code is {code}. It is valid for 10 minutes.' },
    kz: { subject: 'Кіру коды', body: 'Кіру кодыңыз: {code}. Ол 10 минут жарамды.' },
    br: { subject: 'Seu código de acesso', body: 'Seu código de acesso é {code}. Ele vale por 10 minutos.' },
  },
  verifyEmail: {
    ru: { subject: 'Подтвердите email', body: 'Код подтверждения email: {code}.' },
    en: { subject: 'Confirm your email', body: 'Your email confirmation code is {code}.' },
    kz: { subject: 'Email растаңыз', body: 'Email растау коды: {code}.' },
    br: { subject: 'Confirme seu e-mail', body: 'Seu código de confirmação de e-mail é {code}.' },
  },
  verifyPhone: {
    ru: { subject: 'Подтверждение телефона', body: 'Код подтверждения телефона: {code}' },
    en: { subject: 'Phone confirmation', body: 'Phone confirmation code: {code}' },
    kz: { subject: 'Телефонды растау', body: 'Телефонды растау коды: {code}' },
    br: { subject: 'Confirmação de telefone', body: 'Código de confirmação do telefone: {code}' },
  },
  resetEmail: {
    ru: {
      subject: 'Восстановление пароля',
      body: 'Код восстановления: {code}. Или откройте {link}, чтобы задать новый пароль. Ссылка действует 1 час.',
    },
    en: {
      subject: 'Password recovery',
      body: 'Your recovery code is {code}. Or open {link} to set a new password. The link is valid for 1 hour.',
    },
    kz: {
      subject: 'Құпиясөзді қалпына келтіру',
      body: 'Қалпына келтіру коды: {code}. Немесе жаңа құпиясөз орнату үшін {link} ашыңыз. Сілтеме 1 сағат жарамды.',
    },
    br: {
      subject: 'Recuperação de senha',
      body: 'Seu código de recuperação é {code}. Ou abra {link} para definir uma nova senha. O link vale por 1 hora.',
    },
  },
  resetPhone: {
    ru: { subject: 'Восстановление пароля', body: 'Код восстановления пароля: {code}' },
    en: { subject: 'Password recovery', body: 'Password recovery code: {code}' },
    kz: { subject: 'Құпиясөзді қалпына келтіру', body: 'Құпиясөзді қалпына келтіру коды: {code}' },
    br: { subject: 'Recuperação de senha', body: 'Código de recuperação de senha: {code}' },
  },
  noAccount: {
    ru: {
      subject: 'Попытка входа',
      body: 'Кто-то запросил вход с этим адресом, но аккаунта с ним нет. Если это были вы, зарегистрируйтесь.',
    },
    en: {
      subject: 'Sign-in attempt',
      body: 'Someone asked to sign in with this address, but no account uses it. If it was you, register first.',
    },
    kz: {
      subject: 'Кіру әрекеті',
      body: 'Біреу осы мекенжаймен кіруді сұрады, бірақ мұндай аккаунт жоқ. Бұл сіз болсаңыз, алдымен тіркеліңіз.',
    },
    br: {
      subject: 'Tentativa de acesso',
      body: 'Alguém pediu para entrar com este endereço, mas nenhuma conta o usa. Se foi você, cadastre-se primeiro.',
    },
  },
  loginData: {
    ru: {
      subject: 'Данные для входа',
      body: 'Ваш логин: {login}. Чтобы задать новый пароль, откройте {link}.',
    },
    en: { subject: 'Your login details', body: 'Your login: {login}. To set a new password, open {link}.' },
    kz: { subject: 'Кіру деректері', body: 'Логиніңіз: {login}. Жаңа құпиясөз орнату үшін {link} ашыңыз.' },
    br: {
      subject: 'Seus dados de acesso',
      body: 'Seu login: {login}. Para definir uma nova senha, abra {link}.',
    },
  },
};

export function renderMessage(
  kind: MessageKind,
  lang: ContentLang,
  params: Record<string, string>,
): Template {
  const template = TEMPLATES[kind][lang];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
  return { subject: fill(template.subject), body: fill(template.body) };
}
