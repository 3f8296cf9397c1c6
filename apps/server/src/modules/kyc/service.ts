import {
  OPERATOR_DOCUMENTS_PAGE_SIZE,
  type KycDocumentKind,
  type KycDocumentStatus,
  type TKycDocument,
  type TOperatorKycDocument,
} from '@playfair/contracts/kyc';
import { SUPPORTED_LOCALES, type Locale } from '@playfair/domain/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { AppError, type Translate } from '../../platform/errors';
import type { NotificationInput } from '../notifications/service';
import type { PlayerStatusPatch, RestrictionsService } from '../restrictions/service';
import {
  ANNUAL_KYC_ACTION,
  ANNUAL_KYC_COUNTRY,
  ANNUAL_KYC_FIELD_KEYS,
  ANNUAL_KYC_MESSAGES,
  checkAnnualKyc,
  isAnnualKycDue,
  limitText,
  renderAnnualKycFragment,
  type AnnualKycValues,
} from './annual-kyc';
import { checkUpload, operatorDocumentOf, playerDocumentOf } from './documents';
import {
  createLocalDocumentStore,
  createS3DocumentStore,
  newDocumentKey,
  type DocumentStore,
} from './document-store';
import { insertReview, latestReview } from './repo/annual-kyc';
import {
  decideDocument,
  documentsOfPlayer,
  documentsPage,
  findDocument,
  hasPendingIdentityDocument,
  insertDocument,
  lockDocument,
} from './repo/documents';
import { join } from 'node:path';

export type { DocumentStore } from './document-store';
export { ANNUAL_KYC_ACTION } from './annual-kyc';

/** How many of their documents a player's list shows at most (newest first). */
const PLAYER_LIST_LIMIT = 100;

/** The player a KYC call is about (identity's profile has more). */
export type KycPlayer = { id: string; country: string; currency: string };

/** What identity knows of the player's address and registration. */
export type KycPlayerDetails = {
  city: string | null;
  postalCode: string | null;
  registeredAt: Date;
};

export type KycDependencies = {
  db: Database;
  store: DocumentStore;
  /** spec 000 §6: the scan-verification block and the KYC status, changed with each decision. */
  restrictions: Pick<RestrictionsService, 'changeStatuses'>;
  /** Writes a notification in the caller's transaction (notifications' inbox). */
  notify: (tx: Database, playerId: string, input: NotificationInput) => Promise<unknown>;
  players: { detailsOf(playerId: string): Promise<KycPlayerDetails | undefined> };
  /** The player's monthly deposit limit through the rg module's rules (minor units). */
  limits: {
    monthlyDepositLimit(
      player: KycPlayer,
    ): Promise<{ active: number | null; future: number | null }>;
    setMonthlyDepositLimit(player: KycPlayer, amountMinor: number): Promise<'active' | 'future'>;
    /** The market's highest monthly deposit limit, if it has one. */
    maxMonthlyMinor(country: string): number | null;
  };
  translate: Translate;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** The document store the configuration names: an S3-compatible bucket, or <data dir>/documents. */
export function createDocumentStoreFromConfig(config: {
  dataDir: string;
  documentsS3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
}): DocumentStore {
  return config.documentsS3 === undefined
    ? createLocalDocumentStore(join(config.dataDir, 'documents'))
    : createS3DocumentStore(config.documentsS3);
}

const KIND_KEYS: Record<KycDocumentKind, string> = {
  identity: 'kyc_document_kind_identity',
  address: 'kyc_document_kind_address',
  source_of_wealth: 'kyc_document_kind_source_of_wealth',
};

type Decision = 'approve' | 'reject';

/**
 * spec 000 §6 / spec 001 §6: an identity document approved lifts the scan-verification block and
 * clears the KYC status; a rejection changes no status. Other kinds change no status.
 */
function restrictionsPatchOf(kind: KycDocumentKind, decision: Decision): PlayerStatusPatch | null {
  if (kind !== 'identity') return null;
  // A rejection changes nothing: a block the player had stays, and none is set for a document
  // the player sent of their own accord. The player is told why and may send another.
  return decision === 'approve' ? { hasScanVerification: false, kycStatus: '0' } : null;
}

export function createKycService(deps: KycDependencies) {
  const { db, store, now, log, translate } = deps;

  /** A text in every locale (English where a catalog lacks it), for a notification's parameter. */
  function inEveryLocale(key: string): Record<string, string> {
    return Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, translate(locale, key)]));
  }

  async function decide(
    id: string,
    decision: Decision,
    operatorId: string,
    reason: string | undefined,
  ): Promise<TOperatorKycDocument> {
    return db.transaction(async (tx) => {
      const document = await lockDocument(tx, id);
      if (document === undefined) throw new AppError('DOCUMENT_NOT_FOUND');
      if (document.status !== 'pending') throw new AppError('DOCUMENT_ALREADY_DECIDED');
      const at = now();
      const decided = await decideDocument(tx, id, {
        status: decision === 'approve' ? 'approved' : 'rejected',
        reason: reason ?? null,
        by: operatorId,
        at,
      });
      const patch = restrictionsPatchOf(document.kind, decision);
      if (patch !== null) {
        await deps.restrictions.changeStatuses(
          {
            playerId: document.playerId,
            patch,
            operatorId,
            reason: `document ${id} ${decision === 'approve' ? 'approved' : 'rejected'}${
              reason === undefined ? '' : `: ${reason}`
            }`,
          },
          tx,
        );
      }
      await deps.notify(tx, document.playerId, {
        // The inbox's event types are fixed by its table; account news reads as limit news does.
        eventType: 'kyc_document',
        key:
          decision === 'approve'
            ? 'notification_kyc_document_approved'
            : 'notification_kyc_document_rejected',
        params: { kind: inEveryLocale(KIND_KEYS[document.kind]), reason: reason ?? '' },
        link: 'verification',
      });
      log.info(
        { documentId: id, playerId: document.playerId, operatorId, decision, kind: document.kind },
        'verification document decided',
      );
      return operatorDocumentOf(decided);
    });
  }

  async function lastReviewAt(playerId: string): Promise<Date | null> {
    return (await latestReview(db, playerId))?.completedAt ?? null;
  }

  async function isDue(player: KycPlayer): Promise<boolean> {
    if (player.country !== ANNUAL_KYC_COUNTRY) return false;
    const details = await deps.players.detailsOf(player.id);
    if (details === undefined) return false;
    return isAnnualKycDue({
      country: player.country,
      registeredAt: details.registeredAt,
      lastReviewAt: await lastReviewAt(player.id),
      now: now(),
    });
  }

  function annualKycTexts(locale: Locale) {
    const labels = {} as Record<keyof typeof ANNUAL_KYC_FIELD_KEYS, string>;
    const errors = {} as Record<keyof typeof ANNUAL_KYC_FIELD_KEYS, string>;
    for (const [field, keys] of Object.entries(ANNUAL_KYC_FIELD_KEYS) as [
      keyof typeof ANNUAL_KYC_FIELD_KEYS,
      { label: string; error: string },
    ][]) {
      labels[field] = translate(locale, keys.label);
      errors[field] = translate(locale, keys.error);
    }
    return {
      title: translate(locale, 'annual_kyc_title'),
      paragraphs: [translate(locale, 'annual_kyc_intro')],
      labels,
      errors,
      limitHint: translate(locale, 'annual_kyc_limit_hint'),
      submit: translate(locale, 'annual_kyc_submit'),
    };
  }

  return {
    // --- Documents -------------------------------------------------------------------------

    async documentsOf(playerId: string): Promise<TKycDocument[]> {
      return (await documentsOfPlayer(db, playerId, PLAYER_LIST_LIMIT)).map(playerDocumentOf);
    },

    /**
     * Stores an upload after its checks (kind, size and type read from the bytes): the file
     * first, then its row; a row that fails to insert takes its file away again.
     */
    async upload(
      playerId: string,
      input: { kind: unknown; bytes: Buffer | undefined; isTruncated: boolean; fileName?: string },
    ): Promise<TKycDocument> {
      const checked = checkUpload({ ...input, fileName: input.fileName });
      const bytes = input.bytes ?? Buffer.alloc(0);
      const key = newDocumentKey();
      await store.put(key, bytes, checked.contentType);
      try {
        const row = await insertDocument(db, {
          playerId,
          kind: checked.kind,
          contentType: checked.contentType,
          sizeBytes: checked.sizeBytes,
          sha256: checked.sha256,
          storageKey: key,
          fileName: checked.fileName,
          createdAt: now(),
        });
        log.info(
          { documentId: row.id, playerId, kind: row.kind, contentType: row.contentType },
          'verification document uploaded',
        );
        return playerDocumentOf(row);
      } catch (error) {
        await store.delete?.(key).catch((cause: unknown) => {
          log.error({ err: cause, key }, 'an orphaned document file was not removed');
        });
        throw error;
      }
    },

    async operatorDocuments(query: {
      status?: KycDocumentStatus | undefined;
      playerId?: string | undefined;
      page: number;
    }) {
      const { rows, total } = await documentsPage(
        db,
        { status: query.status, playerId: query.playerId },
        {
          limit: OPERATOR_DOCUMENTS_PAGE_SIZE,
          offset: (query.page - 1) * OPERATOR_DOCUMENTS_PAGE_SIZE,
        },
      );
      return {
        page: query.page,
        pages: Math.max(1, Math.ceil(total / OPERATOR_DOCUMENTS_PAGE_SIZE)),
        items: rows.map(operatorDocumentOf),
      };
    },

    /** The stored bytes of a document, for the operator's download. */
    async documentFile(id: string) {
      const row = await findDocument(db, id);
      if (row === undefined) throw new AppError('DOCUMENT_NOT_FOUND');
      const stored = await store.get(row.storageKey);
      if (stored === null) {
        throw new AppError('INTERNAL_SERVER_ERROR', { detail: `document ${id}: file missing` });
      }
      return { bytes: stored.bytes, contentType: row.contentType, fileName: row.fileName, id };
    },

    /**
     * spec 001 §2 doc-pending: an identity document the player sent awaits review, so the blocks
     * its approval lifts (scan verification, the KYC status) show that the documents are being
     * checked rather than ask for them again.
     */
    hasDocumentsPending: (playerId: string) => hasPendingIdentityDocument(db, playerId),

    approve: (id: string, operatorId: string, reason?: string) =>
      decide(id, 'approve', operatorId, reason),
    reject: (id: string, operatorId: string, reason: string) =>
      decide(id, 'reject', operatorId, reason),

    // --- Annual KYC (spec 001 §2, §7, §8) ---------------------------------------------------

    isAnnualKycDue: isDue,

    /** spec 001 §2: the onload action while the review is due. */
    async onloadActions(
      player: KycPlayer,
    ): Promise<{ action: string; params: Record<string, unknown> }[]> {
      return (await isDue(player)) ? [{ action: ANNUAL_KYC_ACTION, params: {} }] : [];
    },

    /** GET /public-api/user/annual-kyc-modal: the form, filled with what we know. */
    async annualKycModal(player: KycPlayer, locale: Locale): Promise<string> {
      if (player.country !== ANNUAL_KYC_COUNTRY) throw new AppError('NOT_FOUND');
      const previous = (await latestReview(db, player.id))?.answers ?? {};
      const details = await deps.players.detailsOf(player.id);
      const limit = await deps.limits.monthlyDepositLimit(player);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const values: AnnualKycValues = {
        user_address: text(previous.user_address),
        user_postal_code: text(previous.user_postal_code) || (details?.postalCode ?? ''),
        user_city: text(previous.user_city) || (details?.city ?? ''),
        user_occupation: text(previous.user_occupation),
        monthly_deposit_limit: limitText(limit.future ?? limit.active),
      };
      return renderAnnualKycFragment(
        annualKycTexts(locale),
        values,
        '/public-api/user/perform-annual-kyc',
      );
    },

    /**
     * POST /public-api/user/perform-annual-kyc: checks the answers, sets a changed monthly deposit
     * limit through the rg module (lower at once, higher after the market's wait), then keeps the
     * review. spec 001 §8: 'Validation error.' with the fields' problems; updateUserMonthlyLimitError
     * when the limit is refused; updateUserDetailsError when the review cannot be kept.
     */
    async performAnnualKyc(
      player: KycPlayer,
      locale: Locale,
      body: Readonly<Record<string, unknown>>,
    ): Promise<{
      success: boolean;
      data: { redirect: string | null; completed: boolean };
      message: string;
      errors: Record<string, string>;
    }> {
      if (player.country !== ANNUAL_KYC_COUNTRY) throw new AppError('NOT_FOUND');
      const { values, limitMinor, invalid } = checkAnnualKyc(
        body,
        deps.limits.maxMonthlyMinor(player.country),
      );
      const notDone = { redirect: null, completed: false };
      if (invalid.length > 0) {
        return {
          success: false,
          data: notDone,
          message: ANNUAL_KYC_MESSAGES.validation,
          errors: Object.fromEntries(
            invalid.map((field) => [field, translate(locale, ANNUAL_KYC_FIELD_KEYS[field].error)]),
          ),
        };
      }
      const current = await deps.limits.monthlyDepositLimit(player);
      let limitStatus: 'unchanged' | 'active' | 'future' = 'unchanged';
      if (limitMinor !== (current.future ?? current.active)) {
        try {
          limitStatus = await deps.limits.setMonthlyDepositLimit(player, limitMinor);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          log.info({ playerId: player.id, code: error.code }, 'annual KYC: limit refused');
          return {
            success: false,
            data: notDone,
            message: ANNUAL_KYC_MESSAGES.monthlyLimit,
            errors: {},
          };
        }
      }
      try {
        await insertReview(db, {
          playerId: player.id,
          answers: { ...values, monthly_deposit_limit_minor: limitMinor, limitStatus },
          completedAt: now(),
        });
      } catch (error) {
        log.error({ err: error, playerId: player.id }, 'annual KYC: the review was not kept');
        return {
          success: false,
          data: notDone,
          message: ANNUAL_KYC_MESSAGES.userDetails,
          errors: {},
        };
      }
      return {
        success: true,
        data: { redirect: null, completed: true },
        message: translate(
          locale,
          limitStatus === 'future' ? 'annual_kyc_success_limit_later' : 'annual_kyc_success',
        ),
        errors: {},
      };
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
