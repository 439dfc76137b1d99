import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { errorMessageKey, readErrorCode } from './errorCode.ts';
import '../shellPages.css';

/** /error?errorCode=...: fatal and unhandled errors land here too (§2, §8). */
export default function ErrorPage() {
  const { t } = useTranslation('errors');
  const code = readErrorCode(useLocation().search);
  useDocumentTitle(t('page.title'));
  return (
    <section className="shell-page" data-page="error" aria-labelledby="error-title">
      {code ? (
        <p className="shell-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-title" className="shell-page__title">
        {t('page.title')}
      </h1>
      {code ? <p className="visually-hidden">{t('page.code', { code })}</p> : null}
      <p className="shell-page__text">{t(errorMessageKey(code))}</p>
      <div className="shell-page__actions">
        <ButtonLink to="/">{t('page.home')}</ButtonLink>
      </div>
    </section>
  );
}
