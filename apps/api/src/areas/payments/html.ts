import { createHash } from 'node:crypto';

/** The hosted page's only style, allowed by its hash: no inline script, no outside asset. */
const STYLE = [
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2937;margin:0;padding:2rem 1rem}',
  'main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;',
  'box-shadow:0 1px 3px rgba(0,0,0,.12)}',
  'h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.amount{font-size:2rem;font-weight:700;margin:1rem 0}',
  '.note{color:#6b7280;font-size:.875rem}form{margin:.75rem 0 0}',
  'button{width:100%;padding:.75rem;font-size:1rem;border-radius:8px;border:0;cursor:pointer}',
  '.pay{background:#047857;color:#fff}.fail{background:#e5e7eb;color:#991b1b}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Nothing but the hashed style; forms may post only back here. */
export const HOSTED_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; ` +
  "frame-ancestors 'none'; base-uri 'none'";

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Whole rupees as shoppers read them: "Rs 1,234". */
export const formatRupees = (amount: number) => `Rs ${Math.round(amount).toLocaleString('en-US')}`;

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

export type HostedPayment = { ref: string; amount: number; orderIds: number[]; expiresAt: Date };

/** The sandbox gateway's checkout: the amount, the orders, and two buttons that post back to us. */
export function hostedPaymentPage(p: HostedPayment): string {
  const ref = encodeURIComponent(p.ref);
  const orders = p.orderIds.map((id) => `#${id}`).join(', ');
  const amount = formatRupees(p.amount);
  return page(
    `Pay ${amount} – Bazaar sandbox payment`,
    '<h1>Bazaar sandbox payment</h1>' +
      '<p class="note">A stand-in for a payment gateway: no real money moves.</p>' +
      `<p class="amount">${escapeHtml(amount)}</p>` +
      `<p>${p.orderIds.length === 1 ? 'Order' : 'Orders'} ${escapeHtml(orders)}</p>` +
      `<p class="note">Pay before ${escapeHtml(p.expiresAt.toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>` +
      `<form method="post" action="/payments/sandbox/${ref}/pay">` +
      `<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>` +
      `<form method="post" action="/payments/sandbox/${ref}/fail">` +
      '<button class="fail" type="submit">Fail payment</button></form>',
  );
}

/** A page for a payment that can not be paid here (unknown, expired or already settled). */
export function paymentMessagePage(heading: string, text: string): string {
  return page(heading, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`);
}
