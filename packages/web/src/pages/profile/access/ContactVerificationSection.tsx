import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../ProfileSection.tsx';
import type { CodeVerification } from '../../../modals/auth/CodeVerification.ts';
import { CodeVerificationForm } from './CodeVerificationForm.tsx';

/** The email or phone part of Access: its code form while unverified, else the verified contact or that none is set. */
export const ContactVerificationSection = observer(function ContactVerificationSection({
  channel,
  verification,
  toVerify,
  contact,
}: {
  channel: 'email' | 'phone';
  verification: CodeVerification;
  /** The contact still waiting for its code, or null once verified or absent. */
  toVerify: string | null;
  /** The player's contact of this channel, if any. */
  contact: string | null;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id={`access-${channel}`} title={t(`access.${channel}.title`)}>
      {toVerify ? (
        <CodeVerificationForm verification={verification} contact={toVerify} channel={channel} />
      ) : (
        <p className="page-text">
          {contact ? t(`access.${channel}.verifiedAs`, { contact }) : t(`access.${channel}.none`)}
        </p>
      )}
    </ProfileSection>
  );
});
