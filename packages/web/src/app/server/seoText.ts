import type { ContentApi, Locale } from '@casino/core';
import type { i18n as I18n } from 'i18next';
import { seoLanguage } from '../../components/page/SeoText.ts';
import type { HeadText } from './pageHead.ts';

/** How long the head waits for the SEO answer before it falls back to the site's name: the page must not wait. */
export const SEO_BUDGET_MS = 300;

/** The SEO entry of a route (§3): the home page's is `home`; any other name the API does not know answers its default. */
export function seoPage(routeName: string | null): string {
  if (routeName === null || routeName === 'index') return 'home';
  return routeName;
}

/**
 * The head's text for a page: the §3 SEO entry in the page's language, or the site's name when the API does not
 * answer within the budget (a missing SEO answer never holds the page or fails it).
 */
export async function seoText(
  content: Pick<ContentApi, 'seo'>,
  page: string,
  locale: Locale,
  i18n: Pick<I18n, 'getFixedT'>,
  budgetMs = SEO_BUDGET_MS,
): Promise<HeadText> {
  // A fixed t, which the server's text memo answers (`translationMemo.ts`): the instance's own t looks it up each time.
  const siteName = i18n.getFixedT(locale, 'common')('siteName');
  const fallback: HeadText = { title: siteName, description: siteName, keywords: '' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<HeadText>((resolve) => {
    timer = setTimeout(() => resolve(fallback), budgetMs);
  });
  const answer = content.seo(page, seoLanguage(locale)).then(
    (result): HeadText => {
      if (!result.ok) return fallback;
      const { title, description, keywords } = result.value;
      return { title, description, keywords };
    },
    () => fallback,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
