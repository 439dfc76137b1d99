import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ShellMessage } from '../../components/ShellMessage.tsx';
import { errorMessageKey, readErrorCode } from './errorCode.ts';

/** /error?errorCode=...: fatal and unhandled errors land here too (§2, §8). */
export default function ErrorPage() {
  const { t } = useTranslation('errors');
  const code = readErrorCode(useLocation().search);
  return (
    <ShellMessage
      page="error"
      code={code}
      codeLabel={code ? t('page.code', { code }) : ''}
      title={t('page.title')}
      text={t(errorMessageKey(code))}
    >
      <ButtonLink to="/">{t('page.home')}</ButtonLink>
    </ShellMessage>
  );
}
