import { describe, expect, it } from 'vitest';
import {
  areChannelsDisabled,
  canSubmit,
  choicesForm,
  initialChoices,
  toggleAll,
  toggleChannel,
  toggleNone,
} from './consent-choices';

const NONE_TICKED = { email: false, sms: false, phone: false, post: false };

describe('the consents boxes (spec 001 §5)', () => {
  it('submit stays disabled until one box is ticked', () => {
    const start = initialChoices(NONE_TICKED, false);
    expect(canSubmit(start)).toBe(false);
    expect(canSubmit(toggleChannel(start, 'sms', true))).toBe(true);
    expect(canSubmit(toggleNone(start, true))).toBe(true);
    expect(canSubmit(toggleAll(start, true))).toBe(true);
    expect(canSubmit(toggleChannel(toggleChannel(start, 'sms', true), 'sms', false))).toBe(false);
  });

  it("'all' ticks and unticks every channel", () => {
    const all = toggleAll(initialChoices(NONE_TICKED, false), true);
    expect(all.channels).toEqual({ email: true, sms: true, phone: true, post: true });
    expect(all.all).toBe(true);
    const cleared = toggleAll(all, false);
    expect(cleared.channels).toEqual(NONE_TICKED);
    expect(canSubmit(cleared)).toBe(false);
  });

  it("'all' unticks 'none'", () => {
    const none = toggleNone(initialChoices(NONE_TICKED, false), true);
    const all = toggleAll(none, true);
    expect(all.none).toBe(false);
    expect(areChannelsDisabled(all)).toBe(false);
  });

  it("'none' unticks every channel and 'all', and disables the channels", () => {
    const all = toggleAll(initialChoices(NONE_TICKED, false), true);
    const none = toggleNone(all, true);
    expect(none.channels).toEqual(NONE_TICKED);
    expect(none.all).toBe(false);
    expect(areChannelsDisabled(none)).toBe(true);
    // A disabled channel does not change.
    expect(toggleChannel(none, 'email', true)).toBe(none);
    const undone = toggleNone(none, false);
    expect(areChannelsDisabled(undone)).toBe(false);
    expect(canSubmit(undone)).toBe(false);
  });

  it("a single channel updates 'all'", () => {
    let choices = initialChoices(NONE_TICKED, false);
    for (const channel of ['email', 'sms', 'phone'] as const) {
      choices = toggleChannel(choices, channel, true);
      expect(choices.all).toBe(false);
    }
    choices = toggleChannel(choices, 'post', true);
    expect(choices.all).toBe(true);
    choices = toggleChannel(choices, 'phone', false);
    expect(choices.all).toBe(false);
  });

  it('starts from the stored answers', () => {
    expect(initialChoices({ ...NONE_TICKED, email: true }, false).all).toBe(false);
    expect(initialChoices({ email: true, sms: true, phone: true, post: true }, false).all).toBe(
      true,
    );
    expect(initialChoices({ ...NONE_TICKED, email: true }, true)).toMatchObject({
      none: true,
      channels: NONE_TICKED,
    });
  });

  it('posts the ticked channels, or none', () => {
    const choices = toggleChannel(
      toggleChannel(initialChoices(NONE_TICKED, false), 'sms', true),
      'post',
      true,
    );
    expect(choicesForm(choices)).toEqual({ channels: 'sms,post', none: '0' });
    expect(choicesForm(toggleNone(choices, true))).toEqual({ channels: '', none: '1' });
  });
});
