import type { LegalDocument } from './legal-document.ts';

export const privacyPolicy: LegalDocument = ({ brandName, supportPhone }) => [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    blocks: [
      `This Privacy Policy explains how ${brandName} ("we", "us" or "our") collects, uses and shares personal information when you use our sign-in and account services. We collect:`,
      [
        'Contact and account details, such as your name, email address, phone number and password. We store passwords only in a protected, scrambled form.',
        'Identity details we need to verify who you are, such as your date of birth, Social Security number, address and a copy of your ID.',
        'Financial and property details you give us when you apply, invest or manage a loan, such as income, assets and information about your home.',
        'Wallet details if you sign in with a blockchain wallet, such as your public wallet address and the messages you sign. We never collect your private key or recovery phrase.',
        'Device and usage details, such as your IP address, browser type, the pages you visit and the time of each sign-in.',
      ],
      'We also receive information from others, such as credit bureaus, identity verification services and the broker or partner who referred you.',
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use your information',
    blocks: [
      'We use personal information to:',
      [
        'create your account, sign you in and run two-step verification;',
        'verify your identity and meet legal duties, such as anti-money-laundering rules;',
        'review applications, service loans and lines of credit, and onboard investors;',
        'detect and prevent fraud, unauthorized access and abuse;',
        'send you notices, disclosures and the messages you ask for;',
        'improve and fix our services.',
      ],
    ],
  },
  {
    id: 'sharing',
    heading: 'How we share information',
    blocks: [
      'We share personal information only as this policy describes, such as with:',
      [
        'Service providers that work for us, such as hosting, email delivery, identity verification and bot-detection services. They may use the information only to provide their services to us.',
        'Credit bureaus, when you apply for credit or as the law allows, and to report how a loan is paid.',
        'Partners involved in your loan or account, such as the broker who helps you, or the investors and servicers of a loan.',
        'Government agencies, courts and others when the law requires it, or to protect you, us or others from fraud.',
        'A buyer or successor if we sell or merge all or part of our business.',
      ],
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and similar technologies',
    blocks: [
      'We use cookies, your browser’s local storage and similar technologies. Some are needed for the site to work: they keep you signed in, remember your security choices and help block automated attacks.',
      'Others help us understand how the site is used and fix problems. We set up these tools to hide what you type into fields such as passwords and passcodes.',
      'You can block or delete cookies in your browser settings. If you block the ones the site needs, you may not be able to sign in.',
    ],
  },
  {
    id: 'your-privacy-choices',
    heading: 'Your privacy choices',
    blocks: [
      'You have choices about how we use and share your personal information. You can:',
      [
        'Limit sharing. You can ask us not to share information about your creditworthiness with our affiliates, and not to let affiliates or partners use your information to market to you.',
        'Opt out of the sale or sharing of your personal information. We do not sell your personal information for money. Some analytics and advertising tools may count as a "sale" or "sharing" under state law. You can turn these off at any time.',
        'Use a browser privacy signal. If your browser sends a Global Privacy Control signal, we treat it as a request to opt out of sale and sharing for that browser.',
        'Stop marketing email. Use the unsubscribe link in any marketing email. We will still send messages about your account and security.',
      ],
      'To make these choices, select the "Your privacy options" button in the footer of any page. It brings you to these choices, or opens a panel where you can set your preferences for this browser.',
      `You can also call us at ${supportPhone} and ask us to limit sharing or to opt you out. Your choices stay in place until you tell us otherwise. It may take up to 30 days for a choice to take full effect.`,
    ],
  },
  {
    id: 'security-and-retention',
    heading: 'Security and retention',
    blocks: [
      'We protect personal information with physical, technical and administrative safeguards. These include encryption in transit, two-step verification and limits on who at our company can see your information.',
      'No system is perfectly secure. Protect your password and passcodes, and tell us right away if you think your account is at risk.',
      'We keep personal information as long as we need it to provide our services and as long as laws on mortgage lending and record keeping require. When we no longer need it, we delete it or make it anonymous.',
    ],
  },
  {
    id: 'children',
    heading: 'Children’s privacy',
    blocks: [
      'Our services are for adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, call us and we will delete it.',
    ],
  },
  {
    id: 'state-rights',
    heading: 'Your state privacy rights',
    blocks: [
      'Residents of California and some other states have extra rights over their personal information. Much of the information we collect for loans is covered by federal financial privacy law instead. For other personal information, you may have the right to:',
      [
        'know what personal information we collect, use and share about you;',
        'get a copy of your personal information;',
        'correct information that is wrong;',
        'ask us to delete your personal information, with some exceptions;',
        'opt out of the sale or sharing of your personal information;',
        'limit how we use sensitive personal information;',
        'not be treated differently for using these rights.',
      ],
      `To make a request, call us at ${supportPhone}. We will confirm who you are before we act on it. You can also have an authorized agent make a request for you.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    blocks: [
      'We may update this policy from time to time. When we do, we will change the effective date at the top of this page. If a change is significant, we will tell you before it takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [
      `If you have questions about this policy or your information, call ${brandName} at ${supportPhone}. You can also use the contact options in your account after you sign in.`,
    ],
  },
];
