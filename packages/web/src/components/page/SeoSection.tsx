import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../SafeHtml.tsx';
import type { SeoText } from './SeoText.ts';

/**
 * The page's SEO text, sanitised. It is extra reading at the foot of a page, so while it loads or when it fails the
 * page simply goes without it.
 */
export const SeoSection = observer(function SeoSection({ text }: { text: SeoText }) {
  const { t } = useTranslation('home');
  const seo = text.seo;
  if (seo.status !== 'ready' || !seo.value) return null;
  return (
    <section className="page-section seo-text" aria-label={t('seo.label')} lang={text.language}>
      <SafeHtml html={seo.value.text} className="page-text" />
    </section>
  );
});
