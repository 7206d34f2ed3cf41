import type { LegalDocument } from './legal-document.ts';

export const termsOfService: LegalDocument = ({ brandName, supportPhone }) => [
  {
    id: 'acceptance',
    heading: 'Accepting these terms',
    blocks: [
      `These Terms of Service are an agreement between you and ${brandName} ("we", "us" or "our"). They cover the sign-in and account services on this site: creating an account, signing in, verifying your identity and managing your account.`,
      'By creating an account or signing in, you agree to these terms. If you do not agree, do not use these services.',
      'Your loan, your line of credit or your investment has its own agreements. If one of them conflicts with these terms, that agreement controls for that product.',
    ],
  },
  {
    id: 'eligibility',
    heading: 'Eligibility and identity checks',
    blocks: [
      'To use these services, you must:',
      [
        'be at least 18 years old and able to enter into a binding contract;',
        'live in the United States, or be a business organized in the United States;',
        'give us true, current and complete information about yourself.',
      ],
      'Federal law requires us to verify the identity of the people who open accounts with us. We may ask for your name, address, date of birth, Social Security number and a photo of a government-issued ID. We may use identity verification services to check this information.',
      'Investors may need to complete extra onboarding steps, such as confirming that they are eligible to invest and providing tax information. Brokers may need to confirm their licensing.',
      'We may decline to open an account, or limit an account, if we cannot verify your identity or eligibility.',
    ],
  },
  {
    id: 'account-security',
    heading: 'Your account and security',
    blocks: [
      'You can sign in with your email and password, with a one-time passcode sent to your email, or with a blockchain wallet. We may also ask for a second step, such as a code sent to your email or phone, or a code from an authenticator app, before we let you in.',
      'You are responsible for keeping your sign-in details safe. Please:',
      [
        'use a strong password that you do not use anywhere else;',
        'keep two-step verification turned on;',
        'never share a password or one-time passcode with anyone, including anyone who says they work for us;',
        'sign out when you use a shared or public device.',
      ],
      `We will never ask you for your password or a passcode by phone, text or email. If you think someone else has used your account, call us right away at ${supportPhone}.`,
      'We may lock your account or ask you to verify your identity again if we see unusual activity.',
    ],
  },
  {
    id: 'wallets-and-signatures',
    heading: 'Wallets and digital signatures',
    blocks: [
      'If you sign in with a blockchain wallet, you control that wallet and its keys. We never hold your private key or your recovery phrase, and we will never ask for them.',
      'To sign in, your wallet asks you to sign a message. Signing that message proves that you control the wallet. It does not move funds or approve a transaction.',
      'When you use your wallet to sign a document or approve an action in your account, you agree that the signature is yours and binds you in the same way as a handwritten signature.',
      'Read every request in your wallet before you approve it. Blockchain transactions usually cannot be reversed, and we cannot recover a lost key.',
    ],
  },
  {
    id: 'electronic-records',
    heading: 'Electronic records and communications',
    blocks: [
      'We provide notices, disclosures and other records electronically. Our Electronic Communications Policy explains how, and how you can ask for paper copies.',
      'You agree that electronic records and signatures have the same effect as paper records and handwritten signatures.',
    ],
  },
  {
    id: 'prohibited-use',
    heading: 'Prohibited use',
    blocks: [
      'You agree not to:',
      [
        'use another person’s account, or give false information about who you are;',
        'try to get into accounts, systems or data that you are not allowed to use;',
        'use bots, scripts or other automated tools to sign in or to collect information from the site;',
        'interfere with the site’s security, such as by testing it for weaknesses without our written permission;',
        'use the services for fraud, money laundering or any other unlawful purpose.',
      ],
      'We may suspend or close an account that breaks these rules, and we may report unlawful activity to the authorities.',
    ],
  },
  {
    id: 'no-offer-of-credit',
    heading: 'No offer of credit; Equal Housing Opportunity',
    blocks: [
      'Nothing on this site is an offer to lend or a commitment to lend. All loans and lines of credit are subject to application, credit approval, underwriting and a review of the property. Rates, terms and availability may change and vary by state.',
      `${brandName} is an Equal Housing Opportunity lender. We do business in line with the Fair Housing Act and the Equal Credit Opportunity Act. We do not discriminate on the basis of race, color, religion, national origin, sex, marital status, age, familial status, disability, receipt of public assistance, or the good-faith exercise of any right under consumer credit laws.`,
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers and limitation of liability',
    blocks: [
      'We work to keep these services available and accurate, but we provide them "as is" and "as available". We do not promise that they will always be available or free of errors.',
      'To the extent the law allows, we are not liable for indirect, incidental or consequential losses that come from your use of these services. This includes losses caused by a lost wallet key or by a transaction you approved in your wallet.',
      'Nothing in these terms limits any right you have under federal or state law that cannot be waived.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    blocks: [
      'We may update these terms from time to time. When we do, we will change the effective date at the top of this page. If a change is significant, we will tell you before it takes effect, for example by email or when you sign in.',
      'If you keep using the services after a change takes effect, you accept the updated terms.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [
      `If you have questions about these terms, call ${brandName} at ${supportPhone}. You can also use the contact options in your account after you sign in.`,
    ],
  },
];
