/**
 * This application's name as the lender's services know it: sent with session
 * checks, login redirects, logout and brokered logins, and the app id the
 * announcement banners are filtered by.
 */
export const APPLICATION_NAME = 'sign-in';
