import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ProfileAccessPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('access.title'));
  return <PageHeading>{t('access.title')}</PageHeading>;
}
