import type { PolicyDocument } from './policyDocument.ts';

export const enKyc: PolicyDocument = {
  lang: 'en',
  revised: '2026-11-29',
  sections: [
    {
      heading: 'Why we verify players',
      paragraphs: [
        'We are required to know who our players are. Verification keeps minors away from gambling, protects your account from people who are not you, and lets us meet our obligations against money laundering, fraud and the financing of terrorism.',
        'Verification is part of the User Agreement. By opening an account you agree to provide the documents described here when we ask for them.',
      ],
    },
    {
      heading: 'When we ask for documents',
      paragraphs: [
        'We may ask you to verify your identity at any time, and always before your first withdrawal, when the total of your deposits or withdrawals passes the thresholds set by our compliance team, when a payment method is changed, or when an account shows activity that needs a closer look.',
        'Your profile shows whether verification is needed and where it stands: pending while we review your documents, failed if they could not be accepted, and success once you are verified.',
      ],
    },
    {
      heading: 'What documents we accept',
      paragraphs: [
        'Proof of identity: a valid passport, national identity card or driving licence showing your full name, date of birth, photo and the document number. All four corners must be visible and the document must not have expired.',
        'Proof of address: a utility bill, bank statement or an official letter issued within the last three months, showing your full name and residential address.',
        'Proof of payment method: for cards, a photo of the front with only the first six and last four digits visible and the CVV covered; for e-wallets and bank accounts, a screenshot or statement showing the account holder name.',
        'In some cases we may ask for a selfie holding your identity document, or for proof of the source of your funds, such as a payslip, a tax return or a statement of savings.',
      ],
    },
    {
      heading: 'How to send documents',
      paragraphs: [
        'Upload documents from the Verification dialog in your profile. Photos or scans must be in colour, in focus and unedited. We accept JPG, PNG and PDF files up to 5 MB each.',
        'We never ask for your passwords, full card numbers, CVV codes or one-time codes. Anyone who asks for them is not acting for us.',
      ],
    },
    {
      heading: 'How long it takes',
      paragraphs: [
        'An operator reviews the documents you sent and approves them, or refuses them with the reason, which you see in the Verification dialog and in your profile; if something is missing or unreadable, the reason says what to send again.',
        'While verification is pending you can keep playing and depositing, but withdrawals wait until it is complete.',
      ],
    },
    {
      heading: 'If verification fails',
      paragraphs: [
        'If documents are forged, belong to someone else, or the details do not match your account, we will refuse the verification. We may suspend the account, cancel bonuses and winnings obtained in breach of the User Agreement, and return deposits to their source where the law allows.',
        'After a refusal you can send new documents from the Verification dialog, and they are reviewed again. You may also appeal a decision by writing to {supportEmail} within 30 days.',
      ],
    },
    {
      heading: 'One account per person',
      paragraphs: [
        'Each player may hold one account. Verification lets us find duplicate accounts; we close duplicates and may keep the balances of accounts opened to abuse promotions.',
      ],
    },
    {
      heading: 'How we protect your documents',
      paragraphs: [
        'Documents are sent over an encrypted connection and kept in restricted storage that only the verification team can reach. We keep them for as long as the law requires after your account is closed, then delete them.',
        'The Privacy Policy explains in full how we process personal data and which rights you have over it.',
      ],
    },
  ],
};
