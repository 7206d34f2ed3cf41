/**
 * Who may frame a shell page (docs/embed.md, "Trust"; docs/security-headers.md). A page that
 * is not an embed route: the shell's origins, never a partner. An embed route (`/embed/*`):
 * the partner origin the loader announces (`?origin=`) when it is exactly one of
 * `PARTNER_ORIGINS`, that origin alone, and the page is told which labels it may show; any
 * other announced origin: nobody (the browser then refuses the frame, and the loader notices
 * the missing handshake). The browser checks `frame-ancestors` against the real parent, so
 * an origin that lies about itself is refused too.
 */
import type { PartnerOrigin } from '@lender/serve/partner-origins';
import { inlineJson } from '@lender/serve/page-html';
import {
  EMBED_PARAMS,
  EMBED_PARTNER_ELEMENT_ID,
  isChannel,
  isEmbedPath,
  type EmbedPartnerInfo,
} from '../src/embed/protocol.ts';
import { issueTicket, type TicketSigner } from './embed-result/framing-ticket.ts';

export interface EmbedFraming {
  /** Who besides the page's own origin may frame it (`frame-ancestors`). */
  framers: readonly string[];
  /** What the page is told about the partner framing it; null: no partner may. */
  partnerInfo: EmbedPartnerInfo | null;
}

export function embedFraming(
  pathname: string,
  search: string,
  {
    shellOrigins,
    partners,
    ticketSigner,
  }: {
    shellOrigins: readonly string[];
    partners: readonly PartnerOrigin[];
    /** What signs the framing tickets (./embed-result/embed-keys.ts); without it, no ticket. */
    ticketSigner?: TicketSigner;
  },
): EmbedFraming {
  if (!isEmbedPath(pathname)) return { framers: shellOrigins, partnerInfo: null };
  const query = new URLSearchParams(search);
  const announced = query.get(EMBED_PARAMS.origin);
  const partner = partners.find(({ origin }) => origin === announced);
  if (!partner) return { framers: [], partnerInfo: null };
  const channel = query.get(EMBED_PARAMS.channel);
  // What this server vouches for, for the result request: the listed origin, never a claim of the page's.
  const ticket =
    ticketSigner && isChannel(channel)
      ? issueTicket(ticketSigner, { origin: partner.origin, label: query.get(EMBED_PARAMS.label), channel })
      : undefined;
  return {
    framers: [partner.origin],
    partnerInfo: { origin: partner.origin, labels: partner.labels, ...(ticket && { ticket }) },
  };
}

/** The element the embed page reads (EMBED_PARTNER_ELEMENT_ID), escaped for HTML; nothing for no partner. */
export const renderEmbedPartnerScript = (info: EmbedPartnerInfo | null): string =>
  info ? `<script type="application/json" id="${EMBED_PARTNER_ELEMENT_ID}">${inlineJson(info)}</script>` : '';
