import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/text-key';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SearchIcon } from '../../../shared/ui/icons';

type EmptyViewProps = { titleKey?: TextKey; textKey?: TextKey };

/** A view with nothing in it, said plainly. */
export function EmptyView({
  titleKey = 'search_view_empty_title',
  textKey = 'search_view_empty_text',
}: EmptyViewProps) {
  const { t } = useTranslation();
  return <EmptyState icon={<SearchIcon />} title={t(titleKey)} text={t(textKey)} titleAs="h3" />;
}
