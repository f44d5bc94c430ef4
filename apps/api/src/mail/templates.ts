/** The account mails: plain text first, a small HTML version beside it. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(title: string, paragraphs: string[], highlight?: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const box = highlight
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace;margin:8px 0 24px">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px"><h1 style="color:#047857;font-size:22px">${escapeHtml(title)}</h1>${box}${body}<p style="color:#64748b;font-size:12px">Bazaar — shop online in Pakistan</p></body></html>`;
}

export function passwordResetMail(name: string, code: string, minutes: number) {
  const lines = [
    `Assalam-o-Alaikum ${name},`,
    `Someone asked to reset the password of your Bazaar account. Enter this code on the reset page: ${code}`,
    `The code works once and expires in ${minutes} minutes.`,
    'If it was not you, ignore this email: your password stays as it is.',
  ];
  return {
    subject: 'Your Bazaar password reset code',
    text: lines.join('\n\n'),
    html: layout(
      'Reset your password',
      [lines[0]!, 'Enter this code on the reset page:', lines[2]!, lines[3]!],
      code,
    ),
  };
}

export function verificationMail(name: string, link: string, hours: number) {
  const lines = [
    `Assalam-o-Alaikum ${name},`,
    `Confirm your email address for Bazaar by opening this link: ${link}`,
    `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this email.`,
  ];
  return {
    subject: 'Confirm your email for Bazaar',
    text: lines.join('\n\n'),
    html: layout('Confirm your email', [lines[0]!, lines[1]!, lines[2]!]),
  };
}

/** A store application's decision (issue 36): approved, with where to sign in, or refused with the reason. */
export function storeApplicationMail(
  name: string,
  storeName: string,
  decision: { approved: true; signInUrl: string } | { approved: false; reason: string },
) {
  const lines = decision.approved
    ? [
        `Assalam-o-Alaikum ${name},`,
        `Your application for ${storeName} has been approved: the store is now part of Bazaar.`,
        `Sign in with the email and password you applied with: ${decision.signInUrl}`,
      ]
    : [
        `Assalam-o-Alaikum ${name},`,
        `Your application for ${storeName} was not approved.`,
        `The reason: ${decision.reason}`,
        'You may apply again once it is put right.',
      ];
  return {
    subject: decision.approved
      ? `${storeName} is approved on Bazaar`
      : `Your Bazaar store application for ${storeName}`,
    text: lines.join('\n\n'),
    html: layout(decision.approved ? 'Your store is approved' : 'Your store application', lines),
  };
}
