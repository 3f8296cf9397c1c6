import { escapeHtml } from '@playfair/domain/html';
// The sandbox bank's approval page (the "service" step of a bank transfer): what a player sees in
// place of their bank. Plain HTML with no script (the CSP allows none inline) and its own
// stylesheet, like the BankID sandbox page.

export const SANDBOX_BANK_STYLESHEET_PATH = '/payment-sandbox/sandbox.css';

export type SandboxBankTexts = {
  title: string;
  intro: string;
  approve: string;
  cancel: string;
};

export function renderSandboxBankPage(input: {
  languageTag: string;
  action: string;
  secret: string;
  bankName: string;
  amount: string;
  texts: SandboxBankTexts;
}): string {
  const { texts } = input;
  return `<!doctype html>
<html lang="${escapeHtml(input.languageTag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<link rel="stylesheet" href="${SANDBOX_BANK_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<p class="bank">${escapeHtml(input.bankName)}</p>
<h1>${escapeHtml(texts.title)}</h1>
<p class="amount">${escapeHtml(input.amount)}</p>
<p>${escapeHtml(texts.intro)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="secret" value="${escapeHtml(input.secret)}">
<div class="actions">
<button type="submit" name="answer" value="approve">${escapeHtml(texts.approve)}</button>
<button type="submit" name="answer" value="cancel" class="secondary">${escapeHtml(texts.cancel)}</button>
</div>
</form>
</main>
</body>
</html>
`;
}

export const SANDBOX_BANK_STYLESHEET = `:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #edf3ef; color: #10261a; }
.card { box-sizing: border-box; width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgb(16 38 26 / 12%); }
.bank { margin: 0; color: #2f6b47; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; font-size: 0.8125rem; }
h1 { margin: 0.25rem 0 0.5rem; font-size: 1.5rem; }
.amount { margin: 0.5rem 0; font-size: 2rem; font-weight: 700; }
p { line-height: 1.5; }
button:focus-visible { outline: 3px solid #1d7a4a; outline-offset: 2px; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1; padding: 0.8rem 1rem; border: 0; border-radius: 999px; font-size: 1rem; font-weight: 700; cursor: pointer; background: #1d7a4a; color: #fff; }
button.secondary { background: #e3ece6; color: #10261a; }
`;
