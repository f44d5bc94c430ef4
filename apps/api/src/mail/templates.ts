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

export type ApplicationDecision = { approved: true; signInUrl: string } | { approved: false; reason: string };

type DecisionTexts = {
  /** What was applied for, as it ends a sentence: "for Liberty Shoes", "to deliver with Bazaar". */
  applied: string;
  approved: { subject: string; title: string; line: string };
  refused: { subject: string; title: string };
};

/** An application's decision: approved, with where to sign in, or refused with the reason. */
function applicationDecisionMail(name: string, texts: DecisionTexts, decision: ApplicationDecision) {
  const lines = decision.approved
    ? [
        `Assalam-o-Alaikum ${name},`,
        texts.approved.line,
        `Sign in with the email and password you applied with: ${decision.signInUrl}`,
      ]
    : [
        `Assalam-o-Alaikum ${name},`,
        `Your application ${texts.applied} was not approved.`,
        `The reason: ${decision.reason}`,
        'You may apply again once it is put right.',
      ];
  const { subject, title } = decision.approved ? texts.approved : texts.refused;
  return { subject, text: lines.join('\n\n'), html: layout(title, lines) };
}

/** A store application's decision (issue 36). */
export function storeApplicationMail(name: string, storeName: string, decision: ApplicationDecision) {
  return applicationDecisionMail(
    name,
    {
      applied: `for ${storeName}`,
      approved: {
        subject: `${storeName} is approved on Bazaar`,
        title: 'Your store is approved',
        line: `Your application for ${storeName} has been approved: the store is now part of Bazaar.`,
      },
      refused: { subject: `Your Bazaar store application for ${storeName}`, title: 'Your store application' },
    },
    decision,
  );
}

/** A courier application's decision (issue 36, decision 407). */
export function courierApplicationMail(name: string, decision: ApplicationDecision) {
  return applicationDecisionMail(
    name,
    {
      applied: 'to deliver with Bazaar',
      approved: {
        subject: 'You can deliver with Bazaar',
        title: 'Your courier application is approved',
        line: 'Your application to deliver with Bazaar has been approved: go online in the courier app to be offered orders.',
      },
      refused: { subject: 'Your Bazaar courier application', title: 'Your courier application' },
    },
    decision,
  );
}
