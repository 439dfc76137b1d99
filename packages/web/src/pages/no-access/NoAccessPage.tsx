import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import '../shellPages.css';

/** Where a blocked region lands (§6: geo 451). */
export default function NoAccessPage() {
  const { t } = useTranslation('noaccess');
  useDocumentTitle(t('title'));
  return (
    <section className="shell-page" data-page="no-access" aria-labelledby="no-access-title">
      <p className="shell-page__code" aria-hidden="true">
        451
      </p>
      <h1 id="no-access-title" className="shell-page__title">
        {t('title')}
      </h1>
      <p className="visually-hidden">{t('code')}</p>
      <p className="shell-page__text">{t('text')}</p>
    </section>
  );
}
