import {
  CONSENTS_FORM_FIELD,
  isMarketingConsentChannel,
  MARKETING_CONSENT_CHANNELS,
  type TConsentSource,
  type TStoreMarketingConsentsRequest,
} from '@playfair/contracts/consents';
import { DAY_MS } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Locale } from '@playfair/domain/locales';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { AppError, type Translate } from '../../platform/errors';
import { renderConsentsFragment } from './fragment';
import {
  clearCurrentConsents,
  currentConsents,
  firstAnswerAt,
  writeConsents,
  type ConsentAnswer,
} from './repo';

/** Assumption: the survey is offered at most once per 90 days. */
export const SURVEY_INTERVAL_DAYS = 90;
/** Assumption: an account this old has logged in about five times ("after the 5th login or so"). */
export const SURVEY_MIN_ACCOUNT_AGE_DAYS = 14;

// spec 001 §2 / §5 / §7 marketing consents: each channel's answer, every change kept with where it
// was given and from which address, and the player's one marketing flag kept in step.

/** What the player ticked: 'none', or the channels they agree to (at least one). */
export type ConsentChoice = { kind: 'none' } | { kind: 'channels'; channels: readonly string[] };

export type ConsentsDependencies = {
  db: Database;
  now?: () => Date;
  translate: Translate;
  /** The market's rules (jurisdictions): whether it asks, and whether play waits for the answer. */
  profileFor: (
    country: string | null,
  ) => Pick<JurisdictionProfile, 'asksMarketingConsents' | 'needsConsentsBeforePlay'>;
  /** identity: the player's marketing flag (registration's), set in the same transaction. */
  setMarketingConsent: (playerId: string, isConsented: boolean, tx: Database) => Promise<void>;
  /** The survey's answers are facts in the outbox (no table of their own), read back by player. */
  events: Pick<EventBus, 'publish' | 'playerEventsAfter'>;
};

type PlayerRef = { id: string; country: string | null };

export type StoreOutcome =
  | { kind: 'stored' }
  /** No box ticked: the form's fields to mark, with their texts. */
  | { kind: 'invalid'; errors: Record<string, string> };

export type ConsentsService = ReturnType<typeof createConsentsService>;

/** Reads the form into a choice; an unknown channel or 'none' with channels is bad input (400). */
export function choiceOf(body: TStoreMarketingConsentsRequest): ConsentChoice | null {
  const channels = (body.channels ?? '')
    .split(',')
    .map((channel) => channel.trim())
    .filter((channel) => channel !== '');
  const unknown = channels.find((channel) => !isMarketingConsentChannel(channel));
  if (unknown !== undefined) {
    throw new AppError('VALIDATION_ERROR', {
      fields: { channels: 'unknown channel' },
      detail: `unknown channel ${unknown}`,
    });
  }
  if (body.none === '1') {
    if (channels.length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        fields: { none: 'none with channels' },
        detail: "'none' with channels",
      });
    }
    return { kind: 'none' };
  }
  return channels.length === 0 ? null : { kind: 'channels', channels: [...new Set(channels)] };
}

export function createConsentsService({
  db,
  now = () => new Date(),
  translate,
  profileFor,
  setMarketingConsent,
  events,
}: ConsentsDependencies) {
  async function hasAnswered(playerId: string, tx: Database = db): Promise<boolean> {
    return (await currentConsents(tx, playerId)).length > 0;
  }

  /** Pending: the market asks and the player has never answered for any channel. */
  async function isPending(player: PlayerRef): Promise<boolean> {
    if (!profileFor(player.country).asksMarketingConsents) return false;
    return !(await hasAnswered(player.id));
  }

  return {
    isPending,

    /**
     * spec 001 §3 form_user_marketing_consent: registration asks the question, so its answer is
     * the player's first, one history row per channel (source `registration`). Kept only when the
     * player has none yet.
     */
    async recordRegistration(playerId: string, isConsented: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (await hasAnswered(playerId, tx)) return;
        await writeConsents(tx, {
          playerId,
          answers: MARKETING_CONSENT_CHANNELS.map((channel) => ({ channel, isConsented })),
          source: 'registration',
          ip: null,
          now: now(),
        });
      });
    },

    /**
     * A self-exclusion withdraws every marketing consent (the registers' rule), in the caller's
     * transaction: each channel still consented gets its history row, and the current answer no.
     */
    async withdrawAll(playerId: string, tx: Database, source = 'self-exclusion'): Promise<void> {
      const consented = (await currentConsents(tx, playerId)).filter((row) => row.isConsented);
      await writeConsents(tx, {
        playerId,
        answers: consented.map((row) => ({ channel: row.channel, isConsented: false })),
        source,
        ip: null,
        now: now(),
      });
    },

    /**
     * The operator asks the player again (a new consent wording, a complaint): the current answers
     * are forgotten, the history keeps every one; the next page load opens the consents modal.
     * Answers whether the player had answers.
     */
    async askAgain(playerId: string): Promise<boolean> {
      return db.transaction(async (tx) => (await clearCurrentConsents(tx, playerId)) > 0);
    },

    /**
     * spec 001 §2 delighted: whether the page is to offer the survey (the web then shows it to its
     * sample, spec 001 §9). Assumptions, as no login count is kept: a player who first answered
     * the marketing question (at registration) at least SURVEY_MIN_ACCOUNT_AGE_DAYS ago stands for
     * "after the 5th login or so", and one who answered or closed the survey in the last
     * SURVEY_INTERVAL_DAYS is not asked again.
     */
    async offersSurvey(player: { id: string }): Promise<boolean> {
      const at = now().getTime();
      const since = await firstAnswerAt(db, player.id);
      if (since === null || at - since.getTime() < SURVEY_MIN_ACCOUNT_AGE_DAYS * DAY_MS) {
        return false;
      }
      const answers = await events.playerEventsAfter(player.id, ['survey.answered'], 0, 1_000);
      return !answers.some(
        (fact) => at - fact.occurredAt.getTime() < SURVEY_INTERVAL_DAYS * DAY_MS,
      );
    },

    /** spec 001 §2 delighted: the player's survey answer, kept as a fact for the operator. */
    async answerSurvey(playerId: string, answer: { score: number | null; comment: string | null }) {
      await db.transaction(async (tx) => {
        await events.publish(tx, 'survey.answered', { playerId, payload: answer });
      });
    },

    /** spec 001 §8 pending-consent: real play waits for the answer where the market says so. */
    async blocksPlay(player: PlayerRef): Promise<boolean> {
      return profileFor(player.country).needsConsentsBeforePlay && (await isPending(player));
    },

    /** The current answers, one per channel answered. */
    answersOf: (playerId: string): Promise<ConsentAnswer[]> => currentConsents(db, playerId),

    /** GET public-api/user/marketing-consents data.html: the form with the current answers. */
    async fragmentFor(playerId: string, locale: Locale): Promise<string> {
      const answers = await currentConsents(db, playerId);
      const byChannel = new Map(answers.map((answer) => [answer.channel, answer.isConsented]));
      const t = (key: string) => translate(locale, key);
      return renderConsentsFragment({
        title: t('consents_title'),
        intro: t('consents_intro'),
        allLabel: t('consents_all'),
        noneLabel: t('consents_none'),
        submitLabel: t('consents_submit'),
        chooseOneText: t('consents_choose_one'),
        channels: MARKETING_CONSENT_CHANNELS.map((channel) => ({
          channel,
          label: t(`consents_channel_${channel}`),
          isChecked: byChannel.get(channel) === true,
        })),
        // 'none' shows ticked for a player who answered and agreed to nothing.
        isNoneChecked: answers.length > 0 && answers.every((answer) => !answer.isConsented),
      });
    },

    /**
     * POST /public-api/user/store-marketing-consents: every channel's answer (ticked or not) is a
     * history row; the current answers and the player's flag change in the same transaction.
     */
    async store(input: {
      playerId: string;
      choice: ConsentChoice | null;
      source: TConsentSource;
      ip: string | null;
      locale: Locale;
    }): Promise<StoreOutcome> {
      const { choice } = input;
      if (choice === null) {
        return {
          kind: 'invalid',
          errors: { [CONSENTS_FORM_FIELD]: translate(input.locale, 'consents_choose_one') },
        };
      }
      const agreed = new Set(choice.kind === 'none' ? [] : choice.channels);
      const answers: ConsentAnswer[] = MARKETING_CONSENT_CHANNELS.map((channel) => ({
        channel,
        isConsented: agreed.has(channel),
      }));
      await db.transaction(async (tx) => {
        // Only what changed is a change; the first answer writes every channel.
        const before = new Map(
          (await currentConsents(tx, input.playerId)).map((row) => [row.channel, row.isConsented]),
        );
        await writeConsents(tx, {
          playerId: input.playerId,
          answers: answers.filter((answer) => before.get(answer.channel) !== answer.isConsented),
          source: input.source,
          ip: input.ip,
          now: now(),
        });
        await setMarketingConsent(input.playerId, agreed.size > 0, tx);
      });
      return { kind: 'stored' };
    },
  };
}
