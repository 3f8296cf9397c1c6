import { useTranslation } from 'react-i18next';
import { ModalLink } from '../../../shared/modal/modal-link';
import { buttonClassName, type ButtonSize } from '../../../shared/ui/button-class-name';
import { PlusIcon } from '../../../shared/ui/icons';
import styles from './deposit-button.module.css';

type DepositButtonProps = {
  size?: ButtonSize;
  /** Where the word may be hidden (a narrow header), its class; it stays the accessible name. */
  labelClassName?: string;
};

/** Opens the quick deposit (a real link to its history route, `/sr/placanja`, for a new tab). */
export function DepositButton({ size = 'sm', labelClassName }: DepositButtonProps) {
  const { t } = useTranslation();
  return (
    <ModalLink modal="deposit" className={buttonClassName({ size })}>
      <PlusIcon className={styles.icon} />
      <span className={labelClassName}>{t('deposit_button')}</span>
    </ModalLink>
  );
}
