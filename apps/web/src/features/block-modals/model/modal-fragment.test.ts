import { describe, expect, it } from 'vitest';
import { actionEffect, verificationPath } from './modal-action';
import { readModalFragment, safeActionHref } from './modal-fragment';

const AML = `<section data-modal="aml-error" data-can-close="true">
  <h2>Verify your
     source of funds</h2>
  <p>We need to know where your money comes from.</p>
  <p>Until then real play is paused.</p>
  <footer>
    <a data-action="deposit-skip-aml" href="">Deposit</a>
    <a data-action="manual-verification" href="/en/account?tab=verification">Verify</a>
  </footer>
</section>`;

describe('readModalFragment (contracts/lobby.ts fragment)', () => {
  it('reads the title, the paragraphs and the buttons as text', () => {
    expect(readModalFragment(AML, 'aml-error')).toEqual({
      name: 'aml-error',
      canClose: true,
      title: 'Verify your source of funds',
      paragraphs: [
        'We need to know where your money comes from.',
        'Until then real play is paused.',
      ],
      actions: [
        { action: 'deposit-skip-aml', label: 'Deposit', href: null },
        { action: 'manual-verification', label: 'Verify', href: '/en/account?tab=verification' },
      ],
    });
  });

  it('keeps nothing of markup it does not know: scripts, handlers, other elements', () => {
    const html = `<section data-modal="pep-block" data-can-close="false">
      <h2 onclick="alert(1)">Account <img src=x onerror="alert(2)">review</h2>
      <script>alert(3)</script>
      <p><b>Bold</b> text</p>
      <div><p>nested</p></div>
      <footer>
        <a data-action="close" href="javascript:alert(4)">OK</a>
        <a data-action="format-disk" href="/x">No</a>
        <a href="/y">No action</a>
      </footer>
    </section>`;
    const fragment = readModalFragment(html, 'pep-block');
    expect(fragment).toEqual({
      name: 'pep-block',
      canClose: false,
      title: 'Account review',
      paragraphs: ['Bold text'],
      actions: [{ action: 'close', label: 'OK', href: null }],
    });
  });

  it('is none for another modal, no section or no title', () => {
    expect(readModalFragment(AML, 'pep-block')).toBeNull();
    expect(readModalFragment('<p>Hello</p>', 'aml-error')).toBeNull();
    expect(
      readModalFragment('<section data-modal="aml-error"><p>x</p></section>', 'aml-error'),
    ).toBeNull();
  });
});

describe('safeActionHref', () => {
  it('keeps site paths and web or mail addresses only', () => {
    expect(safeActionHref('/en/account')).toBe('/en/account');
    expect(safeActionHref('https://apps.apple.com/app/id1')).toBe('https://apps.apple.com/app/id1');
    expect(safeActionHref('mailto:care@example.com')).toBe('mailto:care@example.com');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      ' ',
    ]) {
      expect(safeActionHref(bad), bad).toBeNull();
    }
  });
});

describe('actionEffect (MODAL_ACTIONS)', () => {
  it('maps each action to what it does here', () => {
    expect(actionEffect('close', null, 'en')).toEqual({ kind: 'close' });
    expect(actionEffect('register', null, 'en')).toEqual({ kind: 'open-modal', modal: 'register' });
    expect(actionEffect('deposit-skip-aml', null, 'en')).toEqual({
      kind: 'replace-with-modal',
      modal: 'deposit',
    });
    expect(actionEffect('lobby', null, 'hr')).toEqual({ kind: 'navigate', to: '/hr/casino' });
    expect(actionEffect('contact-support', 'mailto:c@x.io', 'hr')).toEqual({
      kind: 'contact-support',
      href: 'mailto:c@x.io',
    });
    expect(actionEffect('app-store', 'https://play.google.com/x', 'en')).toEqual({
      kind: 'external',
      href: 'https://play.google.com/x',
    });
  });

  it("sends manual verification to the link, else the account's verification tab", () => {
    expect(actionEffect('manual-verification', null, 'sr')).toEqual({
      kind: 'navigate',
      to: '/sr/moj-nalog?tab=verification',
    });
    expect(verificationPath('pe')).toBe('/pe/cuenta?tab=verification');
    expect(actionEffect('manual-verification', '/nl/account?tab=verification', 'nl')).toEqual({
      kind: 'navigate',
      to: '/nl/account?tab=verification',
    });
  });
});
