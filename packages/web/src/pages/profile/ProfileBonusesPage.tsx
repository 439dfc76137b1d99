import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ProfileBonusesPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('bonuses.title'));
  return <PageHeading>{t('bonuses.title')}</PageHeading>;
}
