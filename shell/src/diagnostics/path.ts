/**
 * Where the diagnostics page is, and its title. One constant for the page's route
 * (../app/router.tsx) and the shell's server, which tells crawlers not to index it
 * (../../server/robots.ts). Plain data: safe to import on a server, and kept out of the
 * page's own chunk so the route table does not pull the page into every page's scripts.
 */
export const DIAGNOSTICS_PATH = '/diagnostics';
export const DIAGNOSTICS_TITLE = 'Diagnostics';
