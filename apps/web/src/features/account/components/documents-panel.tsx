import {
  KYC_DOCUMENT_ACCEPT,
  KYC_DOCUMENT_KINDS,
  type KycDocumentKind,
  type TKycDocument,
} from '@playfair/contracts/kyc';
import { KYC_DOCUMENT_MAX_BYTES } from '@playfair/domain/constants';
import { type ChangeEvent, type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ShieldIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/post-document';
import { KYC_NAMESPACE } from '../text-keys';
import styles from './documents.module.css';

const MEGABYTES = KYC_DOCUMENT_MAX_BYTES / (1024 * 1024);

const KIND_TEXTS = {
  identity: { label: 'kyc_document_kind_identity', hint: 'kyc_document_kind_identity_hint' },
  address: { label: 'kyc_document_kind_address', hint: 'kyc_document_kind_address_hint' },
  source_of_wealth: {
    label: 'kyc_document_kind_source_of_wealth',
    hint: 'kyc_document_kind_source_of_wealth_hint',
  },
} as const satisfies Record<KycDocumentKind, { label: string; hint: string }>;

const STATUS_TEXTS = {
  pending: 'kyc_status_pending',
  approved: 'kyc_status_approved',
  rejected: 'kyc_status_rejected',
} as const satisfies Record<TKycDocument['status'], string>;

/**
 * The verification tab's documents (issue "Market flows"): the player uploads an identity
 * document, a proof of address or a source of wealth (JPEG, PNG, WebP or PDF up to 10 MB; the
 * server reads the type from the bytes) and follows each one's review; after a rejection they
 * see the reason and upload again.
 */
export function DocumentsPanel() {
  const { t } = useTranslation(KYC_NAMESPACE);
  const { locale, languageTag } = useAppConfig();
  const userId = useSession().userId ?? '';
  const documents = useDocuments({ locale, userId });
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<KycDocumentKind | null>(null);
  const titleId = useId();

  function handleUploadAgain(again: KycDocumentKind) {
    setKind(again);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>(`input[value="${again}"]`)?.focus();
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('kyc_documents_title')}
        </h2>
        <p className={styles.intro}>{t('kyc_documents_intro')}</p>
      </header>
      <div className={styles.columns}>
        <UploadForm
          formRef={formRef}
          kind={kind}
          onKindChange={setKind}
          locale={locale}
          userId={userId}
        />
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{t('kyc_list_title')}</h3>
          {documents.isPending ? (
            <p className={styles.loading} role="status">
              <Spinner /> {t('loading')}
            </p>
          ) : documents.isError ? (
            <ErrorState isCompact titleAs="h3" onRetry={() => void documents.refetch()} />
          ) : documents.data.documents.length === 0 ? (
            <EmptyState
              icon={<ShieldIcon />}
              titleAs="h3"
              title={t('kyc_list_empty_title')}
              text={t('kyc_list_empty_text')}
            />
          ) : (
            <ul className={styles.list} data-testid="kyc-documents">
              {documents.data.documents.map((document) => (
                <DocumentItem
                  key={document.id}
                  document={document}
                  languageTag={languageTag}
                  hasNewer={documents.data.documents.some(
                    (other) =>
                      other.kind === document.kind &&
                      other.status !== 'rejected' &&
                      other.createdAt > document.createdAt,
                  )}
                  onUploadAgain={handleUploadAgain}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

type UploadFormProps = {
  formRef: RefObject<HTMLFormElement | null>;
  kind: KycDocumentKind | null;
  onKindChange: (kind: KycDocumentKind) => void;
  locale: string;
  userId: string;
};

function UploadForm({ formRef, kind, onKindChange, locale, userId }: UploadFormProps) {
  const { t } = useTranslation(KYC_NAMESPACE);
  const upload = useUploadDocument({ locale, userId });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const acceptedId = `${id}-accepted`;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setDone(null);
    setProblem(
      chosen !== null && chosen.size > KYC_DOCUMENT_MAX_BYTES
        ? t('kyc_document_error_too_large', { megabytes: MEGABYTES })
        : chosen !== null && chosen.size === 0
          ? t('kyc_document_error_empty')
          : null,
    );
    setFile(chosen);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (kind === null) return setProblem(t('kyc_upload_error_choose_kind'));
    if (file === null) return setProblem(t('kyc_upload_error_choose_file'));
    if (problem !== null) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session-ended') {
            setProblem(t('kyc_upload_error_generic'));
            return;
          }
          setDone(outcome.answer.message);
          setFile(null);
          if (fileInputRef.current !== null) fileInputRef.current.value = '';
        },
        onError: (error) => setProblem(errorText(error, t)),
      },
    );
  }

  return (
    <form
      ref={formRef}
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {t('kyc_upload_title')}
      </h3>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>{t('kyc_upload_kind_label')}</legend>
        {KYC_DOCUMENT_KINDS.map((each) => (
          <label key={each} className={styles.kind} data-checked={kind === each}>
            <input
              type="radio"
              name="kind"
              value={each}
              checked={kind === each}
              onChange={() => {
                onKindChange(each);
                setProblem(null);
                setDone(null);
              }}
            />
            <span className={styles.kindText}>
              <span className={styles.kindLabel}>{t(KIND_TEXTS[each].label)}</span>
              <span className={styles.kindHint}>{t(KIND_TEXTS[each].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.fileField}>
        <span className={styles.label} id={`${id}-file-label`}>
          {t('kyc_upload_file_label')}
        </span>
        <div className={styles.picker}>
          <label className={styles.pickerButton} htmlFor={`${id}-file`}>
            {t('kyc_upload_choose_file')}
          </label>
          <input
            ref={fileInputRef}
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            name="file"
            accept={KYC_DOCUMENT_ACCEPT}
            aria-labelledby={`${id}-file-label`}
            aria-describedby={acceptedId}
            onChange={handleFile}
          />
          <span className={styles.fileName} data-testid="kyc-file-name">
            {file === null ? t('kyc_upload_no_file') : file.name}
          </span>
        </div>
        <p id={acceptedId} className={styles.hint}>
          {t('kyc_upload_accepted', { megabytes: MEGABYTES })}
        </p>
      </div>
      {problem === null ? null : <FormAlert>{problem}</FormAlert>}
      {done === null ? null : <FormAlert tone="success">{done}</FormAlert>}
      <Button type="submit" size="lg" className={styles.submit} disabled={upload.isPending}>
        {upload.isPending ? <Spinner /> : null}
        {upload.isPending ? t('kyc_upload_uploading') : t('kyc_upload_submit')}
      </Button>
    </form>
  );
}

type DocumentItemProps = {
  document: TKycDocument;
  languageTag: string;
  /** A newer upload of the same kind is in review or approved: no need to upload again. */
  hasNewer: boolean;
  onUploadAgain: (kind: KycDocumentKind) => void;
};

function DocumentItem({ document, languageTag, hasNewer, onUploadAgain }: DocumentItemProps) {
  const { t } = useTranslation(KYC_NAMESPACE);
  return (
    <li className={styles.item} data-testid="kyc-document" data-status={document.status}>
      <div className={styles.itemMain}>
        <span className={styles.itemKind}>{t(KIND_TEXTS[document.kind].label)}</span>
        <span className={styles.itemDate}>
          {t('kyc_uploaded_label')}{' '}
          <time dateTime={document.createdAt}>
            {formatDateTime(document.createdAt, languageTag)}
          </time>
        </span>
      </div>
      <span className={styles.status} data-status={document.status}>
        {t(STATUS_TEXTS[document.status])}
      </span>
      {document.status === 'rejected' ? (
        <div className={styles.rejection}>
          {document.reason === null ? null : (
            <p className={styles.reason}>
              <strong>{t('kyc_rejection_reason')}:</strong> {document.reason}
            </p>
          )}
          {hasNewer ? null : (
            <Button variant="secondary" size="sm" onClick={() => onUploadAgain(document.kind)}>
              {t('kyc_upload_again')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
