/**
 * `@lender/shared/standalone`: what a remote's standalone page needs to run alone.
 * An entry of its own, so the pages the shell serves never download it.
 */
export { mountStandalone } from './mount-standalone.tsx';
