import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ProfileHistoryPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('history.title'));
  return <PageHeading>{t('history.title')}</PageHeading>;
}
