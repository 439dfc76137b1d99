import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

const STATUSES = ['active', 'upcoming', 'finished'] as const;

export default function TournamentsPage() {
  const { status } = useParams();
  const { t } = useTranslation('tournaments');
  const known = STATUSES.find((candidate) => candidate === status);
  const title = known ? t(`byStatus.${known}`) : t('title');
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}
