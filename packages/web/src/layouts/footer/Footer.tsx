import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { userAgreementPath } from '../../components/policyPaths.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import { SiteLinks } from './SiteLinks.tsx';
import './Footer.css';

function policyLinks(locale: string) {
  return [
    { to: userAgreementPath(locale), key: 'userAgreement' },
    { to: '/policy/ru/confidential', key: 'confidential' },
    { to: '/policy/en/kyc', key: 'kyc' },
  ] as const;
}

export function Footer() {
  const { t } = useTranslation('layout');
  const { locale } = useLocale();
  const chat = useInjection(TOKENS.SupportChat);
  const operator = useInjection(TOKENS.Operator);
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="site-footer__inner">
        <nav aria-label={t('footer.documents')}>
          <h2 className="site-footer__heading">{t('footer.documents')}</h2>
          <ul className="site-footer__links">
            {policyLinks(locale).map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.to}>{t(`footer.${link.key}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/faq">{t('footer.faq')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/profile/limits">{t('footer.saferPlay')}</LocalizedLink>
            </li>
            {chat.available ? (
              <li>
                <button type="button" className="site-footer__chat" onClick={() => chat.open()}>
                  {t('footer.chat')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <SiteLinks />
        <p className="site-footer__note" data-testid="operator">
          {t(operator.demonstration ? 'footer.demonstration' : 'footer.operator')} {t('footer.support')}{' '}
          <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
        </p>
        <p className="site-footer__note">{t('footer.responsible')}</p>
        <p className="site-footer__note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
