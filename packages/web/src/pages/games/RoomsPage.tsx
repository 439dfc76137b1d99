import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function RoomsPage() {
  const { t } = useTranslation('games');
  useDocumentTitle(t('rooms.title'));
  return <PageHeading>{t('rooms.title')}</PageHeading>;
}
