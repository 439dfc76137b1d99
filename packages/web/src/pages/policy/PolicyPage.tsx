import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export type PolicyDoc = 'kyc' | 'user-agreement' | 'confidential';

export default function PolicyPage({ doc }: { lang: 'en' | 'ru'; doc: PolicyDoc }) {
  const { t } = useTranslation('policy');
  useDocumentTitle(t(`title.${doc}`));
  return <PageHeading>{t(`title.${doc}`)}</PageHeading>;
}
