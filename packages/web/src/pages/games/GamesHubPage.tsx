import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function GamesHubPage() {
  const { t } = useTranslation('games');
  useDocumentTitle(t('hub.title'));
  return <PageHeading>{t('hub.title')}</PageHeading>;
}
