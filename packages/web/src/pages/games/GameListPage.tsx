import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export type ListCategory = 'slots' | 'live-casino';

export default function GameListPage({ category }: { category: ListCategory }) {
  const { t } = useTranslation('games');
  useDocumentTitle(t(`list.${category}`));
  return <PageHeading>{t(`list.${category}`)}</PageHeading>;
}
