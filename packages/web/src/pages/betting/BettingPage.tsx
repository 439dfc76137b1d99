import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function BettingPage() {
  const { t } = useTranslation('betting');
  useDocumentTitle(t('title'));
  return <PageHeading>{t('title')}</PageHeading>;
}
