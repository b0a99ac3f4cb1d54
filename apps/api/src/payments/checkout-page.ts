import type { PaymentStatus } from '@meetspace/domain';
import { CURRENCY, type Locale } from '@meetspace/domain';

/** The outcomes the test provider's payer may choose. */
export const TEST_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

const TEXT = {
  nl: {
    title: 'Testbetaling',
    intro: 'Dit is de ingebouwde testbetaalomgeving: er wordt geen echt geld betaald.',
    amount: 'Bedrag',
    description: 'Omschrijving',
    legend: 'Kies de uitkomst van de betaling',
    outcomes: { paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd', expired: 'Verlopen' },
    submit: 'Bevestigen',
    done: 'Deze betaling is al afgerond',
    status: 'Status',
    back: 'Terug naar de site',
    notFound: 'Deze betaling bestaat niet.',
    badOutcome: 'Kies een van de uitkomsten.',
  },
  en: {
    title: 'Test payment',
    intro: 'This is the embedded test payment provider: no real money is paid.',
    amount: 'Amount',
    description: 'Description',
    legend: 'Choose the outcome of the payment',
    outcomes: { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired' },
    submit: 'Confirm',
    done: 'This payment has been completed',
    status: 'Status',
    back: 'Back to the site',
    notFound: 'This payment does not exist.',
    badOutcome: 'Choose one of the outcomes.',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency }).format(cents / 100);

function page(locale: Locale, heading: string, body: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
fieldset{border:1px solid #767676;border-radius:.5rem;padding:1rem}
label{display:block;padding:.25rem 0}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b5394;color:#fff;border:0;border-radius:.4rem}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
[role=alert]{color:#a00000;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The test provider's checkout: the payment, and a form to choose its outcome (or its state when settled). */
export function checkoutPage(
  locale: Locale,
  p: {
    id: string;
    description: string;
    amountCents: number;
    currency: string;
    status: PaymentStatus;
    redirectUrl: string;
  },
  error?: 'badOutcome',
): string {
  const t = TEXT[locale];
  const facts = `<dl>
<dt>${t.description}</dt><dd>${escapeHtml(p.description)}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(money(p.amountCents, p.currency))}</dd>
</dl>`;
  if (p.status !== 'open') {
    const status = p.status === 'paid' ? t.outcomes.paid : t.outcomes[p.status];
    return page(
      locale,
      t.done,
      `${facts}<p>${t.status}: <strong>${escapeHtml(status)}</strong></p><p><a href="${escapeHtml(p.redirectUrl)}">${t.back}</a></p>`,
    );
  }
  const options = TEST_OUTCOMES.map(
    (o, i) =>
      `<label><input type="radio" name="outcome" value="${o}"${i === 0 ? ' checked' : ''}> ${t.outcomes[o]}</label>`,
  ).join('\n');
  return page(
    locale,
    t.title,
    `<p>${t.intro}</p>
${facts}
${error ? `<p role="alert">${t[error]}</p>` : ''}
<form method="post" action="/test-provider/checkout/${escapeHtml(p.id)}">
<fieldset>
<legend>${t.legend}</legend>
${options}
</fieldset>
<button type="submit">${t.submit}</button>
</form>`,
  );
}

/** The page for an unknown payment id. */
export const checkoutNotFoundPage = (locale: Locale) =>
  page(locale, TEXT[locale].title, `<p>${TEXT[locale].notFound}</p>`);
