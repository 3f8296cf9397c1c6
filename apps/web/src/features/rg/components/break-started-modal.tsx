import { PANIC_TIME_OUT_HOURS } from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { Button } from '../../../shared/ui/button';
import { ClockIcon, ShieldIcon } from '../../../shared/ui/icons';
import { type BreakNotice, readBreakNotice } from '../model/break-notice';
import { RG_NAMESPACE } from '../text-keys';
import styles from './rg.module.css';

function titleOf(t: TFunction<typeof RG_NAMESPACE>, notice: BreakNotice | null): string {
  if (notice?.source === 'panic') return t('rg_panic_done_title');
  return notice?.kind === 'self-exclusion'
    ? t('rg_break_done_title_exclusion')
    : t('rg_break_done_title_time_out');
}

function textOf(t: TFunction<typeof RG_NAMESPACE>, notice: BreakNotice | null): string {
  if (notice === null) return t('error_timed_out');
  if (notice.until === null) return t('rg_break_done_exclusion_permanent');
  const date = new Date(notice.until);
  if (notice.source === 'panic') {
    return t('rg_panic_done_text', { hours: PANIC_TIME_OUT_HOURS, date });
  }
  return notice.kind === 'time-out'
    ? t('rg_break_done_time_out', { date })
    : t('rg_break_done_exclusion', { date });
}

/**
 * After a time-out, a self-exclusion or the panic button (spec 001 §2, §7): every session of the
 * player has ended and the page shows them logged out; this says why, and until when.
 */
export function BreakStartedModal() {
  const { t } = useTranslation(RG_NAMESPACE);
  const { entry, close } = useModalEntry();
  const notice = readBreakNotice(entry.params);

  return (
    <ModalDialog
      title={titleOf(t, notice)}
      size="sm"
      icon={notice?.source === 'panic' ? <ClockIcon /> : <ShieldIcon />}
    >
      <p className={styles.modalText}>{textOf(t, notice)}</p>
      <p className={styles.modalText}>{t('rg_break_done_logged_out')}</p>
      <Button size="lg" onClick={close} data-autofocus>
        {t('rg_break_done_ok')}
      </Button>
    </ModalDialog>
  );
}
