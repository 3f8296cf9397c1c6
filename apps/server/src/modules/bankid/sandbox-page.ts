import { escapeHtml } from '@playfair/domain/html';
// The sandbox identity provider's page: what a person sees in place of the BankID app. Plain HTML
// with no script (the CSP allows none inline) and its own stylesheet.

export const SANDBOX_STYLESHEET_PATH = '/bankid-sandbox/sandbox.css';

export type SandboxTexts = {
  title: string;
  intro: string;
  personalNumberLabel: string;
  personalNumberHint: string;
  approve: string;
  cancel: string;
  error?: string;
};

export function renderSandboxPage(input: {
  languageTag: string;
  action: string;
  orderRef: string;
  approveSecret: string;
  personalNumber?: string;
  texts: SandboxTexts;
}): string {
  const { texts } = input;
  const error =
    texts.error === undefined
      ? ''
      : `<p class="error" id="personal-number-error" role="alert">${escapeHtml(texts.error)}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(input.languageTag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="order" value="${escapeHtml(input.orderRef)}">
<input type="hidden" name="secret" value="${escapeHtml(input.approveSecret)}">
<label for="personal-number">${escapeHtml(texts.personalNumberLabel)}</label>
<input id="personal-number" name="personal_number" inputmode="numeric" autocomplete="off" maxlength="13"
 value="${escapeHtml(input.personalNumber ?? '')}" aria-describedby="personal-number-hint${texts.error === undefined ? '' : ' personal-number-error'}">
<p class="hint" id="personal-number-hint">${escapeHtml(texts.personalNumberHint)}</p>
${error}
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

export const SANDBOX_STYLESHEET = `:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f6; color: #14213d; }
.card { box-sizing: border-box; width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgb(20 33 61 / 12%); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
p { line-height: 1.5; }
label { display: block; margin-top: 1.25rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; margin-top: 0.5rem; padding: 0.75rem; font-size: 1.125rem; border: 1px solid #9aa7bd; border-radius: 0.5rem; letter-spacing: 0.05em; }
input:focus-visible, button:focus-visible { outline: 3px solid #1d6fdc; outline-offset: 2px; }
.hint { margin: 0.5rem 0 0; color: #4a5872; font-size: 0.875rem; }
.error { margin: 0.5rem 0 0; color: #b3261e; font-weight: 600; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1; padding: 0.8rem 1rem; border: 0; border-radius: 999px; font-size: 1rem; font-weight: 700; cursor: pointer; background: #1d6fdc; color: #fff; }
button.secondary { background: #e4e9f1; color: #14213d; }
`;
