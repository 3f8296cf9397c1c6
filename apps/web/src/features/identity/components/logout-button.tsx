import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button, type ButtonProps } from '../../../shared/ui/button';
import { LogoutIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useLogout } from '../../../shared/session/get-logout';
import styles from './logout-button.module.css';

type LogoutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  /** For the words beside the icon (the header hides them on a phone; they stay the name). */
  labelClassName?: string;
};

/**
 * Logs out (GET /{locale}/user/logout) and loads the page the server answers with: the next page
 * is rendered for a visitor, so nothing of the player stays in memory.
 */
export function LogoutButton({
  variant = 'ghost',
  size = 'sm',
  className,
  labelClassName,
}: LogoutButtonProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const logout = useLogout({ locale });
  const isBusy = logout.isPending || logout.isSuccess;

  function handleClick() {
    if (isBusy) return;
    logout.mutate({ redirect: `/${locale}/` }, { onSuccess: ({ redirect }) => loadPage(redirect) });
  }

  return (
    <span className={styles.wrapper}>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={handleClick}
        disabled={isBusy}
        aria-busy={isBusy}
      >
        {isBusy ? <Spinner /> : <LogoutIcon className={styles.icon} />}
        <span className={labelClassName}>{t('header_logout')}</span>
      </Button>
      {logout.isError ? (
        <span role="alert" className={styles.error}>
          {errorText(logout.error, t)}
        </span>
      ) : null}
    </span>
  );
}
