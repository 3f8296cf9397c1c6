import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson } from './html';

describe('escapeHtml', () => {
  it('escapes what could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Hrvatski čćž 😀')).toBe('Hrvatski čćž 😀');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close its script element or start a comment', () => {
    const json = scriptSafeJson({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });
});
