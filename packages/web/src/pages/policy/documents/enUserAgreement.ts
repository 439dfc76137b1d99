import type { PolicyDocument } from './policyDocument.ts';

export const enUserAgreement: PolicyDocument = {
  lang: 'en',
  revised: '2026-11-29',
  sections: [
    {
      heading: 'About this agreement',
      paragraphs: [
        'This agreement sets the terms on which you use the {brand} website and app, open an account, deposit, play casino games and place bets. By registering or using the site you accept it in full. If you do not agree, do not use the site.',
        'The site is operated by {legalEntity} under licence {licence}, issued by {authority}. You can write to support at {supportEmail}.',
        'We may change these terms. We publish the new version on this page with its revision date and, for material changes, tell you when you next log in. Using the site after a change means you accept it.',
      ],
    },
    {
      heading: 'Who may play',
      paragraphs: [
        'You must be at least 18 years old, or older if the law of your country sets a higher age, and legally able to enter into this agreement.',
        'You may not use the site from a country where online gambling is prohibited or where we do not offer our services. The site is closed in some regions; trying to get round that, for example through a VPN, breaches this agreement.',
        'Employees of the operator and their relatives may not play.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You may open one account, registered by email, phone or a social provider, in one of the currencies we offer: Russian rouble, US dollar, tenge, Indian rupee or euro. The account currency cannot be changed later.',
        'The information you give must be true and kept up to date. You are responsible for keeping your password and one-time codes secret and for everything done in your account. Tell us at once if you think someone else has used it.',
        'We may ask you to verify your identity as described in the KYC Policy.',
      ],
    },
    {
      heading: 'Deposits and withdrawals',
      paragraphs: [
        'Deposits are made with the payment methods shown in the deposit window, within the minimum and maximum each method sets. An invoice is valid for 20 minutes; the money is credited once the payment is confirmed.',
        'You may only use payment methods registered in your own name. Withdrawals go back to a method you have deposited with, after verification. Funds must be wagered at least once before they can be withdrawn; this prevents the site being used to move money.',
        'We do not charge fees on deposits or withdrawals, but your bank or payment provider may.',
      ],
    },
    {
      heading: 'Games and bets',
      paragraphs: [
        'Each game shows its minimum and maximum stake for your currency. A bet is accepted only when it is within those limits and your balance covers it. Once accepted, a bet cannot be cancelled.',
        'Game outcomes are decided by certified random number generators or, for live games, by the physical game as dealt. If a game malfunctions, bets and winnings of the affected rounds are void and stakes are returned.',
        'Obvious errors in odds, limits or displayed results do not create a right to winnings; we correct them and settle bets at the correct values.',
      ],
    },
    {
      heading: 'Bonuses and promo codes',
      paragraphs: [
        'Bonuses, free spins and promo codes come with their own terms, shown with each offer, including wagering requirements and expiry. Free spins are active until the expiry date shown in your bonuses.',
        'One welcome offer is available per person, household, device and payment method. Bonuses obtained through duplicate accounts, collusion or other abuse are cancelled together with the winnings they produced.',
      ],
    },
    {
      heading: 'Responsible gaming',
      paragraphs: [
        'Gambling is entertainment, not a way to earn money. Play only with money you can afford to lose and take breaks.',
        'You can ask the support team to limit your deposits or to exclude you from play for a period of your choice. During self-exclusion we will not let you play or send you marketing.',
      ],
    },
    {
      heading: 'Suspending and closing accounts',
      paragraphs: [
        'You may close your account at any time through support; the remaining balance is paid out after verification.',
        'We may suspend or close an account that breaches this agreement, including fraud, money laundering, use of another person’s payment details, cheating software or abuse of bonuses. Where the law allows, we may keep winnings obtained through such breaches.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We provide the site as it is. We are not liable for losses caused by interruptions of the internet, your device, or events beyond our reasonable control. Nothing in this agreement limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Complaints and governing law',
      paragraphs: [
        'Send complaints to {supportEmail}. We answer within 14 days. If you are not satisfied with the answer you may refer the complaint to {authority}, which issued our licence {licence}.',
        'This agreement is governed by the law of the jurisdiction of {authority}, without prejudice to the mandatory consumer protection rules of your country of residence.',
      ],
    },
  ],
};
