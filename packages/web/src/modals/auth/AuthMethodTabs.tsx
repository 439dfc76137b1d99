import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs.tsx';
import type { AuthMethod, CredentialsForm } from './CredentialsForm.ts';

/** The email / phone choice at the top of Login and Register. */
export const AuthMethodTabs = observer(function AuthMethodTabs({ form }: { form: CredentialsForm }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs<AuthMethod>
      label={t('methods.label')}
      items={[
        { key: 'email', label: t('methods.email') },
        { key: 'phone', label: t('methods.phone') },
      ]}
      selected={form.method}
      onSelect={(method) => form.chooseMethod(method)}
    />
  );
});
