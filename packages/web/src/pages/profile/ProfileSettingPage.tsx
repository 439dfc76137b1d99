import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ProfileSettingPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('setting.title'));
  return <PageHeading>{t('setting.title')}</PageHeading>;
}
