import type { LegalDocument } from './legal-document.ts';

export const communicationsPolicy: LegalDocument = ({ brandName, supportPhone }) => [
  {
    id: 'consent',
    heading: 'Your consent to electronic records',
    blocks: [
      `This Electronic Communications Policy explains how ${brandName} ("we", "us" or "our") gives you records and disclosures electronically. It follows the federal Electronic Signatures in Global and National Commerce Act (E-SIGN).`,
      'When you create an account, you agree that we may give you records electronically instead of on paper. You also agree that you can sign documents electronically, and that your electronic signature has the same effect as a handwritten one.',
      'Your consent covers your account and every loan, line of credit or investment you manage through it, unless you withdraw it.',
    ],
  },
  {
    id: 'kinds-of-communications',
    heading: 'The communications we send electronically',
    blocks: [
      'These include:',
      [
        'disclosures and notices the law requires, such as loan estimates, closing disclosures and privacy notices;',
        'agreements and the documents you sign, including ones you sign with a blockchain wallet;',
        'statements, payment confirmations and changes to your account terms;',
        'security messages, such as one-time passcodes, two-step verification codes and alerts about sign-ins;',
        'answers to your questions and requests.',
      ],
      'We may send these by email or text message, or post them in your account and email you that they are ready. Text messages may incur charges from your mobile carrier.',
    ],
  },
  {
    id: 'requirements',
    heading: 'What you need',
    blocks: [
      'To get and keep electronic records, you need:',
      [
        'a device with internet access, such as a computer, tablet or phone;',
        'a current version of Chrome, Edge, Firefox or Safari, with JavaScript and cookies turned on;',
        'software that opens PDF files;',
        'an email address that you check often;',
        'a printer or enough storage space to save copies.',
      ],
      'If we change these requirements in a way that could stop you from getting or keeping records, we will tell you first. You can then withdraw your consent without any fee.',
    ],
  },
  {
    id: 'withdraw-consent',
    heading: 'How to withdraw your consent',
    blocks: [
      `You can withdraw your consent at any time, free of charge. Call us at ${supportPhone} and tell us which account the request is for.`,
      'Withdrawing consent does not affect records we already gave you electronically. It takes effect once we have had a reasonable time to process it. Some services work only online, so we may need to close or limit those services if you withdraw.',
    ],
  },
  {
    id: 'paper-copies',
    heading: 'How to get paper copies',
    blocks: [
      `You can ask for a paper copy of any record we gave you electronically. Call us at ${supportPhone}. We do not charge for paper copies.`,
      'Asking for a paper copy does not withdraw your consent to electronic records.',
    ],
  },
  {
    id: 'update-contact-info',
    heading: 'Keeping your contact information current',
    blocks: [
      'Keep your email address and phone number up to date so our messages reach you. You can update them in your account settings, or call us.',
      'If an email to you bounces, we may ask you to update your address before you can sign in again. We may also send a paper copy to your mailing address.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [
      `If you have questions about this policy, call ${brandName} at ${supportPhone}. You can also use the contact options in your account after you sign in.`,
    ],
  },
];
