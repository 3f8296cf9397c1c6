import { describe, expect, it } from 'vitest';
import { readConsentsFragment } from './consents-fragment';

const FRAGMENT =
  '<form data-consents-form data-error="Tick at least one box.">' +
  '<h2>Stay in the loop</h2><p>Choose how we may tell you.</p><fieldset>' +
  '<label><input type="checkbox" name="all" data-consent="all"><span>All channels</span></label>' +
  '<label><input type="checkbox" name="email" data-consent="email" checked><span>Email</span></label>' +
  '<label><input type="checkbox" name="sms" data-consent="sms"><span>SMS</span></label>' +
  '<label><input type="checkbox" name="fax" data-consent="fax"><span>Fax</span></label>' +
  '<label><input type="checkbox" name="none" data-consent="none"><span>No marketing</span></label>' +
  '</fieldset><button type="submit">Save</button><script>alert(1)</script></form>';

describe('the consents fragment', () => {
  it('reads the texts, the known channels and their answers', () => {
    expect(readConsentsFragment(FRAGMENT)).toEqual({
      title: 'Stay in the loop',
      intro: 'Choose how we may tell you.',
      allLabel: 'All channels',
      noneLabel: 'No marketing',
      submitLabel: 'Save',
      chooseOneText: 'Tick at least one box.',
      channels: [
        { channel: 'email', label: 'Email', isChecked: true },
        { channel: 'sms', label: 'SMS', isChecked: false },
      ],
      isNoneChecked: false,
    });
  });

  it('is none for another fragment', () => {
    expect(readConsentsFragment('<section data-modal="kyc-block"><h2>KYC</h2></section>')).toBe(
      null,
    );
  });
});
