import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function PasswordResetFinishPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('finish.title'));
  return <PageHeading>{t('finish.title')}</PageHeading>;
}
