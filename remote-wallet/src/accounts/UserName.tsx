/**
 * A name someone typed (an account's, a wallet's), shown as data: isolated from the
 * text around it, so bidi controls in it (a right-to-left override, say) reorder only
 * the name itself, never the address, the role or the sentence it sits in; and a long
 * name without spaces wraps anywhere instead of running out of its box.
 */
import { chakra } from '@lender/shared';

export function UserName({ children }: { children: string }) {
  return <chakra.bdi overflowWrap="anywhere">{children}</chakra.bdi>;
}
