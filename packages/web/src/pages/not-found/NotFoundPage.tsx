import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import '../shellPages.css';

/** Any unknown route (§2, §8): 404 'Page Not Found'. */
export default function NotFoundPage() {
  const { t } = useTranslation('notfound');
  useDocumentTitle(t('title'));
  return (
    <section className="shell-page" data-page="not-found" aria-labelledby="not-found-title">
      <p className="shell-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="shell-page__title">
        {t('title')}
      </h1>
      <p className="visually-hidden">{t('code')}</p>
      <p className="shell-page__text">{t('text')}</p>
      <div className="shell-page__actions">
        <ButtonLink to="/">{t('home')}</ButtonLink>
        <ButtonLink to="/games" variant="secondary">
          {t('games')}
        </ButtonLink>
      </div>
    </section>
  );
}
