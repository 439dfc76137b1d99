import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('overview.title'));
  return <PageHeading>{t('overview.title')}</PageHeading>;
}
