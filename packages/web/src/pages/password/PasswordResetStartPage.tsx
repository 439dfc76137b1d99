import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function PasswordResetStartPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('start.title'));
  return <PageHeading>{t('start.title')}</PageHeading>;
}
