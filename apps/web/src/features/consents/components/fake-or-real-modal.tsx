import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ShieldIcon } from '../../../shared/ui/icons';
import { NOTICES_NAMESPACE } from '../text-keys';
import styles from './survey.module.css';

/**
 * The fake-or-real popup (spec 001 §2, feature fake-or-real-popup): a short safety check that
 * teaches the player to tell the site's real messages from copycats. The player picks real or fake
 * and is told what to look for either way. (The spec names the popup only; its wording is ours.)
 */
export function FakeOrRealModal() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const { close } = useModalEntry();
  const [answer, setAnswer] = useState<'real' | 'fake' | null>(null);

  return (
    <ModalDialog title={t('fake_or_real_title')} size="sm" icon={<ShieldIcon />}>
      <div className={styles.form}>
        <p>{t('fake_or_real_text')}</p>
        {answer === null ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setAnswer('fake')}>
              {t('fake_or_real_fake')}
            </Button>
            <Button onClick={() => setAnswer('real')}>{t('fake_or_real_real')}</Button>
          </div>
        ) : (
          <>
            <FormAlert tone={answer === 'real' ? 'success' : 'error'}>
              {answer === 'real' ? t('fake_or_real_right') : t('fake_or_real_wrong')}
            </FormAlert>
            <Button size="lg" onClick={close} data-autofocus>
              {t('fake_or_real_close')}
            </Button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
