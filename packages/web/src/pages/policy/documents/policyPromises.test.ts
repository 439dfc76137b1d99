import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '@casino/core';
import { enKyc } from './enKyc.ts';
import { enUserAgreement } from './enUserAgreement.ts';
import { ruConfidential } from './ruConfidential.ts';
import { ruUserAgreement } from './ruUserAgreement.ts';
import { withOperator, type PolicyDocument } from './policyDocument.ts';

const DOCUMENTS: Record<string, PolicyDocument> = { enKyc, enUserAgreement, ruConfidential, ruUserAgreement };
const textOf = (document: PolicyDocument) =>
  withOperator(document, DEMO_OPERATOR)
    .sections.flatMap((section) => section.paragraphs)
    .join('\n');

/**
 * The legal texts promise only what the site does (issue 34): documents are sent from the Verification dialog (the
 * support chat takes no files and no person reads the local one), a refusal comes with its reason and new documents
 * can follow it, and complaints, appeals and data requests go to the operator's support address.
 */
describe('the legal texts’ promises', () => {
  it.each(Object.entries(DOCUMENTS))('%s sends nothing through the support chat', (_name, document) => {
    expect(textOf(document)).not.toMatch(/support chat|чат поддержки/i);
  });

  it('the KYC policy sends documents from the Verification dialog and promises no review time', () => {
    const text = textOf(enKyc);
    expect(text).toContain('Upload documents from the Verification dialog in your profile.');
    expect(text).toContain('We accept JPG, PNG and PDF files up to 5 MB each.');
    expect(text).toContain('refuses them with the reason, which you see in the Verification dialog');
    expect(text).not.toMatch(/within \d+ hours/);
    expect(text).toContain(`writing to ${DEMO_OPERATOR.supportEmail} within 30 days`);
  });

  it('the agreements send complaints to the operator’s support address', () => {
    expect(textOf(enUserAgreement)).toContain(`Send complaints to ${DEMO_OPERATOR.supportEmail}.`);
    expect(textOf(ruUserAgreement)).toContain(
      `Претензии направляйте на адрес ${DEMO_OPERATOR.supportEmail};`,
    );
    expect(textOf(ruConfidential)).toContain(`напишите на адрес ${DEMO_OPERATOR.supportEmail}`);
  });
});
