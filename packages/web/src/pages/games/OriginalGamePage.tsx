import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export type OriginalGame = 'coinflip' | 'crash' | 'dice' | 'hilo' | 'keno' | 'roulette';

export default function OriginalGamePage({ game }: { game: OriginalGame }) {
  const { t } = useTranslation('games');
  useDocumentTitle(t(`original.${game}`));
  return <PageHeading>{t(`original.${game}`)}</PageHeading>;
}
