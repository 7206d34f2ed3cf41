/** The legal pages' titles: the router's, at once, while the page itself loads (../LegalPage.tsx). */
export const legalTitles = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  communications: 'Electronic Communications Policy',
} as const;

export type LegalPageId = keyof typeof legalTitles;
