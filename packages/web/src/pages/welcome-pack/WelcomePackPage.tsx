import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function WelcomePackPage() {
  const { t } = useTranslation('welcome');
  useDocumentTitle(t('title'));
  return <PageHeading>{t('title')}</PageHeading>;
}
