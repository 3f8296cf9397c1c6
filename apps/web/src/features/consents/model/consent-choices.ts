import type { TMarketingConsentChannel } from '@playfair/contracts/consents';

/**
 * The consents form's boxes (spec 001 §5): submit is enabled only when at least one box is ticked;
 * 'all' ticks or unticks every channel, 'none' unticks the channels and disables them, and a
 * channel's box updates 'all'.
 */
export type ConsentChoices = {
  channels: Readonly<Record<TMarketingConsentChannel, boolean>>;
  all: boolean;
  none: boolean;
};

function allChecked(channels: ConsentChoices['channels']): boolean {
  return Object.values(channels).every(Boolean);
}

function everyChannel(
  channels: ConsentChoices['channels'],
  value: boolean,
): ConsentChoices['channels'] {
  return Object.fromEntries(Object.keys(channels).map((channel) => [channel, value])) as Record<
    TMarketingConsentChannel,
    boolean
  >;
}

/** The boxes as the form first shows them; a contradiction ('none' with a channel) reads as 'none'. */
export function initialChoices(
  channels: ConsentChoices['channels'],
  isNoneChecked: boolean,
): ConsentChoices {
  if (isNoneChecked) return { channels: everyChannel(channels, false), all: false, none: true };
  return { channels, all: allChecked(channels), none: false };
}

/** 'all': every channel follows it; ticking it unticks 'none'. */
export function toggleAll(choices: ConsentChoices, isChecked: boolean): ConsentChoices {
  return {
    channels: everyChannel(choices.channels, isChecked),
    all: isChecked,
    none: isChecked ? false : choices.none,
  };
}

/** 'none': unticks every channel (and 'all'); the channels are disabled while it is ticked. */
export function toggleNone(choices: ConsentChoices, isChecked: boolean): ConsentChoices {
  if (!isChecked) return { ...choices, none: false };
  return { channels: everyChannel(choices.channels, false), all: false, none: true };
}

/** A channel: 'all' follows whether every channel is ticked. Ignored while 'none' is ticked. */
export function toggleChannel(
  choices: ConsentChoices,
  channel: TMarketingConsentChannel,
  isChecked: boolean,
): ConsentChoices {
  if (choices.none) return choices;
  const channels = { ...choices.channels, [channel]: isChecked };
  return { channels, all: allChecked(channels), none: false };
}

/** Whether the channels' boxes are disabled ('none' is ticked). */
export function areChannelsDisabled(choices: ConsentChoices): boolean {
  return choices.none;
}

/** spec 001 §5: submit is enabled only if at least one box is checked. */
export function canSubmit(choices: ConsentChoices): boolean {
  return choices.none || choices.all || Object.values(choices.channels).some(Boolean);
}

/** The form fields the store call takes (contracts/consents.ts). */
export function choicesForm(choices: ConsentChoices): { channels: string; none: '1' | '0' } {
  if (choices.none) return { channels: '', none: '1' };
  const ticked = Object.entries(choices.channels)
    .filter(([, isChecked]) => isChecked)
    .map(([channel]) => channel);
  return { channels: ticked.join(','), none: '0' };
}
