import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function CasesPage() {
  const { t } = useTranslation('games');
  useDocumentTitle(t('cases.title'));
  return <PageHeading>{t('cases.title')}</PageHeading>;
}
