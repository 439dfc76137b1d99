import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export type Room = 'purple' | 'red' | 'yellow';

export default function RoomPage({ room }: { room: Room }) {
  const { t } = useTranslation('games');
  useDocumentTitle(t(`room.${room}`));
  return <PageHeading>{t(`room.${room}`)}</PageHeading>;
}
