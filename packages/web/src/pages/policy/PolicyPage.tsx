import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { SubNav } from '../../components/page/SubNav.tsx';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import type { PolicyDocument } from './documents/policyDocument.ts';
import { POLICY_PAGES, type PolicyDoc, type PolicyLang } from './policyDocuments.ts';
import { POLICY_VM } from './PolicyViewModel.ts';
import '../../components/page/pages.css';
import './policy.css';

export type { PolicyDoc } from './policyDocuments.ts';

/** A policy document in its own language under a heading in the interface language, with its contents. */
function PolicyPage({ lang, doc }: { lang: PolicyLang; doc: PolicyDoc }) {
  const { t } = useTranslation('policy');
  const { locale } = useLocale();
  const formatDate = useDateFormat(false);
  const vm = useViewModel(POLICY_VM);
  usePreload(() => vm.open(lang, doc));
  useEffect(() => void vm.open(lang, doc), [vm, lang, doc]);
  useDocumentTitle(t(`title.${doc}`));

  return (
    <div className="page" data-page="policy">
      <PageHeading
        subtitle={vm.document ? t('revised', { date: formatDate(vm.document.revised) }) : undefined}
      >
        {t(`title.${doc}`)}
      </PageHeading>
      <SubNav
        label={t('documents')}
        items={POLICY_PAGES.map((page) => ({
          to: `/policy/${page.lang}/${page.doc}`,
          label: t('link', { title: t(`title.${page.doc}`), lang: t(`language.${page.lang}`) }),
        }))}
      />
      {lang !== locale ? <p className="notice">{t(`languageNote.${lang}`)}</p> : null}
      {vm.demonstration ? <p className="notice">{t('demonstration')}</p> : null}
      {vm.state === 'loading' ? <LoadingState /> : null}
      {vm.state === 'error' ? <ErrorState onRetry={() => void vm.retry()} /> : null}
      {vm.document ? <PolicyBody document={vm.document} contentsLabel={t('contents')} /> : null}
    </div>
  );
}

export default observer(PolicyPage);

function PolicyBody({ document, contentsLabel }: { document: PolicyDocument; contentsLabel: string }) {
  return (
    <article className="policy" lang={document.lang}>
      <nav className="policy__contents" aria-label={contentsLabel}>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a className="page-link" href={`#policy-${index + 1}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`policy-${index + 1}`} className="policy__section">
          <h2 className="page-section__title">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="page-text">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
