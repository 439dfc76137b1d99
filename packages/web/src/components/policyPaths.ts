/** The policy documents exist in Russian (agreement, privacy) and English (agreement, KYC): ru readers get theirs. */
export function userAgreementPath(locale: string): string {
  return locale === 'ru' ? '/policy/ru/user-agreement' : '/policy/en/user-agreement';
}
