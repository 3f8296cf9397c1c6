import { modalLayerZIndex } from '@playfair/domain/constants';
import {
  Component,
  createElement,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import {
  ModalEntryContext,
  type ModalEntryContextValue,
  useModalsInternals,
} from './modal-context';
import { ModalDialog } from './modal-dialog';
import type { ModalDefinition } from './modal-registry';
import { entryKey, type ModalEntry, topModal } from './modal-stack';
import styles from './modal.module.css';

// One load per definition and attempt, kept outside React so `use()` gets the same promise on
// every render; a retry is a new attempt, hence a new import. The promise holds the modal's
// element, made once when its code arrives, and carries its outcome the way `use()` reads it
// (`status`, `value`, `reason`): code that has arrived renders at once, without suspending.
type TrackedLoad = Promise<ReactElement>;

const loads = new WeakMap<ModalDefinition, Map<number, TrackedLoad>>();

/** Writes a load's outcome onto the promise object itself, where `use()` reads it. */
function recordOutcome(
  load: object,
  outcome: { status: string; value?: unknown; reason?: unknown },
) {
  Object.assign(load, outcome);
}

function loadModal(definition: ModalDefinition, attempt: number): TrackedLoad {
  const attempts = loads.get(definition) ?? new Map<number, TrackedLoad>();
  loads.set(definition, attempts);
  const known = attempts.get(attempt);
  if (known !== undefined) return known;
  const loading: TrackedLoad = definition.load().then((Content) => createElement(Content));
  recordOutcome(loading, { status: 'pending' });
  loading.then(
    (value) => {
      recordOutcome(loading, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      recordOutcome(loading, { status: 'rejected', reason });
    },
  );
  attempts.set(attempt, loading);
  return loading;
}

/**
 * Fetches a modal's code before it opens (a pointer over its link, an idle moment), so opening
 * it shows it at once. A failure is left for the modal's own load to show.
 */
export async function preloadModal(definition: ModalDefinition): Promise<void> {
  await loadModal(definition, 0).catch(() => undefined);
}

function LoadedModal({ definition, attempt }: { definition: ModalDefinition; attempt: number }) {
  return use(loadModal(definition, attempt));
}

type LoadBoundaryProps = { fallback: ReactNode; children: ReactNode };

class LoadBoundary extends Component<LoadBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function ModalLoading() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('loading')} size="sm" isBusy>
      <div className={styles.loading}>
        <Spinner className={styles.loadingSpinner} />
      </div>
    </ModalDialog>
  );
}

function ModalLoadError({ retryDelayMs, onRetry }: { retryDelayMs?: number; onRetry: () => void }) {
  const { t } = useTranslation();

  // spec 000 §4: some modals try again on their own (the session-expired one after 4.4 s).
  useEffect(() => {
    if (retryDelayMs === undefined) return;
    const timer = setTimeout(onRetry, retryDelayMs);
    return () => clearTimeout(timer);
  }, [retryDelayMs, onRetry]);

  return (
    <ModalDialog title={t('generic_error_title')} size="sm">
      <p className={styles.text}>{t('generic_error_msg')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetry} data-autofocus>
          {t('error_retry')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function ModalContent({ definition }: { definition: ModalDefinition }) {
  const [attempt, setAttempt] = useState(0);
  const [handleRetry] = useState(() => () => setAttempt((previous) => previous + 1));
  return (
    <LoadBoundary
      key={attempt}
      fallback={<ModalLoadError retryDelayMs={definition.retryDelayMs} onRetry={handleRetry} />}
    >
      <Suspense fallback={<ModalLoading />}>
        <LoadedModal definition={definition} attempt={attempt} />
      </Suspense>
    </LoadBoundary>
  );
}

type ModalLayerViewProps = { entry: ModalEntry; definition: ModalDefinition; isTop: boolean };

function ModalLayerView({ entry, definition, isTop }: ModalLayerViewProps) {
  const { close, restoreFocus } = useModalsInternals();
  const isDismissable = definition.isDismissable !== false;
  const key = entryKey(entry);

  // The layer unmounts when its modal closes (by a button, Escape or Back): focus goes back to
  // what had it when the modal opened.
  useEffect(() => () => restoreFocus(key), [key, restoreFocus]);

  const value = useMemo<ModalEntryContextValue>(
    () => ({ entry, isTop, isDismissable, close: () => close(entry.id) }),
    [entry, isTop, isDismissable, close],
  );

  return (
    <div
      className={styles.layer}
      // spec 001 §9: the layer's z-index (set through the CSSOM, which the CSP allows).
      style={{ zIndex: modalLayerZIndex(entry.layer) }}
      data-modal-layer={entry.layer}
      data-modal-id={entry.id}
      inert={!isTop}
    >
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={isTop && isDismissable ? value.close : undefined}
      />
      <ModalEntryContext value={value}>
        <ModalContent definition={definition} />
      </ModalEntryContext>
    </div>
  );
}

/**
 * Renders the open modals, each on its layer (spec 001 §9 z-indices), over the inert page. Escape
 * and the backdrop close the modal in front when it may be dismissed.
 */
export function ModalHost() {
  const { stack, registry, close } = useModalsInternals();
  const top = topModal(stack);
  const isTopDismissable = top !== undefined && registry[top.id]?.isDismissable !== false;
  const topId = top?.id;
  const hasModals = stack.length > 0;

  // Escape reaches the document wherever focus is (even on the backdrop).
  useEffect(() => {
    if (topId === undefined || !isTopDismissable) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(topId);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [topId, isTopDismissable, close]);

  // The page under a modal does not scroll (html[data-modal-open] in global.css).
  useEffect(() => {
    if (!hasModals) return;
    const root = document.documentElement;
    root.dataset.modalOpen = 'true';
    return () => {
      delete root.dataset.modalOpen;
    };
  }, [hasModals]);

  if (!hasModals) return null;
  return (
    <div className={styles.root}>
      {stack.map((entry) => {
        const definition = registry[entry.id];
        return definition === undefined ? null : (
          <ModalLayerView
            key={entryKey(entry)}
            entry={entry}
            definition={definition}
            isTop={entry === top}
          />
        );
      })}
    </div>
  );
}
