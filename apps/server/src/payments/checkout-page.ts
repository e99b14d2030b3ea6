import type { PaymentRow } from './payments-repository';
/** The hosted payment page of the sandbox checkout provider (what a real one would host). */

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px;max-width:360px;width:100%}
h1{font-size:1.2rem;margin:0 0 8px}.amount{font-size:2rem;font-weight:700;margin:16px 0}
.muted{color:#666;font-size:.9rem}form{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.pay{background:#0a7d32;color:#fff}.cancel{background:#e6e6e6}
</style></head><body><main>${body}</main></body></html>`;
}

/** The page with Pay and Cancel for a waiting checkout. */
export function checkoutPage(input: {
  reference: string;
  amount: string;
  currency: string;
  action: string;
}): string {
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="muted">Test payment page. No real money is moved.</p>
<div class="amount">${escape(input.currency)} ${escape(input.amount)}</div>
<p class="muted">Reference ${escape(input.reference)}</p>
<form method="post" action="${escape(input.action)}">
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
<button class="pay" type="submit" name="action" value="pay">Pay</button>
</form>`,
  );
}

/** The page shown once the checkout is over. */
export function checkoutDonePage(status: PaymentRow['status']): string {
  const [title, text] =
    status === 'completed'
      ? ['Payment successful', 'Your deposit has been received. You can close this window.']
      : ['Payment not completed', 'No money was taken. You can close this window and try again.'];
  return page(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}
