import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function TournamentPage() {
  const { t } = useTranslation('tournaments');
  useDocumentTitle(t('one.title'));
  return <PageHeading>{t('one.title')}</PageHeading>;
}
