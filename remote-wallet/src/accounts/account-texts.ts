/**
 * The account list's failure and its retry, the same words wherever a list of accounts
 * is loaded (the wallet modal's Select, the organization page's Select).
 */
export const ERROR_RETRIEVING_ACCOUNTS =
  'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.';
export const TRY_AGAIN = 'Try again';
