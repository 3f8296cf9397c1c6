import {
  CONSENTS_FRAGMENT_ATTRIBUTES,
  isMarketingConsentChannel,
  type TMarketingConsentChannel,
} from '@playfair/contracts/consents';

/**
 * What the web takes from data.html of GET public-api/user/marketing-consents (contracts/consents.ts
 * CONSENTS_FRAGMENT_ATTRIBUTES): the texts and the stored answers. Nothing else of the HTML survives:
 * the modal renders React elements, never the HTML.
 */
export type ConsentsFragment = {
  title: string;
  intro: string;
  allLabel: string;
  noneLabel: string;
  submitLabel: string;
  /** data-error: shown when the form is refused for no box ticked (spec 001 §8). */
  chooseOneText: string;
  channels: { channel: TMarketingConsentChannel; label: string; isChecked: boolean }[];
  isNoneChecked: boolean;
};

function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Reads the fragment with DOMParser (which runs no script and loads nothing). Null when it is not
 * the consents form, or has no channel or no title.
 */
export function readConsentsFragment(html: string): ConsentsFragment | null {
  const { form: formAttribute, choice, error } = CONSENTS_FRAGMENT_ATTRIBUTES;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector(`form[${formAttribute}]`);
  if (form === null) return null;
  const boxes = [...form.querySelectorAll<HTMLInputElement>(`input[${choice}]`)];
  const labelOf = (name: string) =>
    textOf(boxes.find((box) => box.getAttribute(choice) === name)?.closest('label') ?? null);
  const channels = boxes.flatMap((box) => {
    const name = box.getAttribute(choice);
    return isMarketingConsentChannel(name)
      ? [{ channel: name, label: textOf(box.closest('label')), isChecked: box.checked }]
      : [];
  });
  const title = textOf(form.querySelector('h2'));
  if (channels.length === 0 || title === '') return null;
  return {
    title,
    intro: textOf(form.querySelector('p')),
    allLabel: labelOf('all'),
    noneLabel: labelOf('none'),
    submitLabel: textOf(form.querySelector('button')),
    chooseOneText: form.getAttribute(error) ?? '',
    channels,
    isNoneChecked: boxes.some((box) => box.getAttribute(choice) === 'none' && box.checked),
  };
}
