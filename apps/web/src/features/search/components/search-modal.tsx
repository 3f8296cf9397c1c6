import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { SearchOverlay } from './search-overlay';

/** The search overlay as the modal `search` (spec 001 §2): full screen on narrow screens. */
export function SearchModal() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('search_title')} size="lg">
      <SearchOverlay />
    </ModalDialog>
  );
}
