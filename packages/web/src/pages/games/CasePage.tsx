import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function CasePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('games');
  const title = t('case.title', { name: slug });
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}
