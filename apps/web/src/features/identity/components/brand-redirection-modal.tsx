import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { GlobeIcon } from '../../../shared/ui/icons';
import styles from './auth-forms.module.css';

/** Only an https address of another site is a brand to send a player to. */
function brandTarget(url: string | undefined): URL | null {
  if (url === undefined) return null;
  try {
    const target = new URL(url);
    return target.protocol === 'https:' ? target : null;
  } catch {
    return null;
  }
}

/**
 * spec 000 §2 "brand redirection": the player's market is served by another of the operator's
 * brands, licensed there. Opened by the server's onload action with `{ name: 'brand-redirection',
 * url, brand }`; the player can only go on (the registry makes it not dismissable).
 */
export function BrandRedirectionModal() {
  const { t } = useTranslation();
  const { entry } = useModalEntry();
  const target = brandTarget(entry.params?.url);
  const brand = entry.params?.brand ?? target?.hostname ?? '';

  return (
    <ModalDialog title={t('brand_redirection_title', { brand })} size="sm" icon={<GlobeIcon />}>
      {target === null ? (
        <FormAlert>{t('generic_error_msg')}</FormAlert>
      ) : (
        <>
          <p className={styles.text}>{t('brand_redirection_text', { brand })}</p>
          <Button size="lg" onClick={() => loadPage(target.href)} data-autofocus>
            {t('brand_redirection_continue', { brand })}
          </Button>
        </>
      )}
    </ModalDialog>
  );
}
