import type { PolicyDocument } from './documents/policyDocument.ts';

export type PolicyLang = 'en' | 'ru';
export type PolicyDoc = 'kyc' | 'user-agreement' | 'confidential';

/** The four documents of §2, each its own chunk, loaded only when its page opens. */
const LOADERS: Readonly<Record<string, () => Promise<PolicyDocument>>> = {
  'en/kyc': async () => (await import('./documents/enKyc.ts')).enKyc,
  'en/user-agreement': async () => (await import('./documents/enUserAgreement.ts')).enUserAgreement,
  'ru/confidential': async () => (await import('./documents/ruConfidential.ts')).ruConfidential,
  'ru/user-agreement': async () => (await import('./documents/ruUserAgreement.ts')).ruUserAgreement,
};

export const POLICY_PAGES: readonly { readonly lang: PolicyLang; readonly doc: PolicyDoc }[] = [
  { lang: 'ru', doc: 'user-agreement' },
  { lang: 'ru', doc: 'confidential' },
  { lang: 'en', doc: 'user-agreement' },
  { lang: 'en', doc: 'kyc' },
];

export function loadPolicyDocument(lang: PolicyLang, doc: PolicyDoc): Promise<PolicyDocument> | null {
  return LOADERS[`${lang}/${doc}`]?.() ?? null;
}
