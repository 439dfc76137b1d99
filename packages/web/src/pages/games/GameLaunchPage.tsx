import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import type { ListCategory } from './GameListPage.tsx';

export default function GameLaunchPage({ mode }: { category: ListCategory; mode: 'demo' | 'play' }) {
  const { slots = '' } = useParams();
  const { t } = useTranslation('games');
  const title = t(`launch.${mode}`, { title: slots });
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}
