import { useTranslation } from 'react-i18next';
import { ShellMessage } from '../../components/ShellMessage.tsx';

/** Where a blocked region lands (§6: geo 451). */
export default function NoAccessPage() {
  const { t } = useTranslation('noaccess');
  return (
    <ShellMessage page="no-access" code="451" codeLabel={t('code')} title={t('title')} text={t('text')} />
  );
}
