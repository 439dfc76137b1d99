import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ShellMessage } from '../../components/ShellMessage.tsx';

/** Any unknown route (§2, §8): 404 'Page Not Found'. */
export default function NotFoundPage() {
  const { t } = useTranslation('notfound');
  return (
    <ShellMessage page="not-found" code="404" codeLabel={t('code')} title={t('title')} text={t('text')}>
      <ButtonLink to="/">{t('home')}</ButtonLink>
      <ButtonLink to="/games" variant="secondary">
        {t('games')}
      </ButtonLink>
    </ShellMessage>
  );
}
