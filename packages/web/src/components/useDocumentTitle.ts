import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to the page's translated heading, followed by the site name. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const siteName = t('siteName');
  useEffect(() => {
    document.title = title ? `${title} — ${siteName}` : siteName;
  }, [title, siteName]);
}
