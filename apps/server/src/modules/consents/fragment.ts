import {
  CONSENTS_FRAGMENT_ATTRIBUTES,
  MARKETING_CONSENT_CHANNELS,
  type TMarketingConsentChannel,
} from '@playfair/contracts/consents';
import { escapeHtml } from '@playfair/domain/html';

// The consents form data.html carries (contracts/consents.ts CONSENTS_FRAGMENT_ATTRIBUTES): a title,
// an intro, the 'all' box, one box per channel, the 'none' box and a submit button. Every text and
// attribute value is escaped, so no translated text can become markup.

export type ConsentsFragment = {
  title: string;
  intro: string;
  allLabel: string;
  noneLabel: string;
  submitLabel: string;
  /** Shown when the player submits with no box ticked (spec 001 §8 data-error). */
  chooseOneText: string;
  channels: readonly { channel: TMarketingConsentChannel; label: string; isChecked: boolean }[];
  isNoneChecked: boolean;
};

function checkbox(choice: string, label: string, isChecked: boolean): string {
  const { choice: attribute } = CONSENTS_FRAGMENT_ATTRIBUTES;
  const checked = isChecked ? ' checked' : '';
  return (
    `<label><input type="checkbox" name="${escapeHtml(choice)}" ${attribute}="${escapeHtml(choice)}"${checked}>` +
    `<span>${escapeHtml(label)}</span></label>`
  );
}

export function renderConsentsFragment(fragment: ConsentsFragment): string {
  const { form, error } = CONSENTS_FRAGMENT_ATTRIBUTES;
  const isAllChecked =
    fragment.channels.length === MARKETING_CONSENT_CHANNELS.length &&
    fragment.channels.every((channel) => channel.isChecked);
  const boxes = [
    checkbox('all', fragment.allLabel, isAllChecked),
    ...fragment.channels.map((channel) =>
      checkbox(channel.channel, channel.label, channel.isChecked),
    ),
    checkbox('none', fragment.noneLabel, fragment.isNoneChecked),
  ].join('');
  return (
    `<form ${form} ${error}="${escapeHtml(fragment.chooseOneText)}">` +
    `<h2>${escapeHtml(fragment.title)}</h2><p>${escapeHtml(fragment.intro)}</p>` +
    `<fieldset>${boxes}</fieldset>` +
    `<button type="submit">${escapeHtml(fragment.submitLabel)}</button></form>`
  );
}
