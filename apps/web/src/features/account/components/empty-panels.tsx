import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/text-key';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SportsIcon } from '../../../shared/ui/icons';
import type { AccountTab } from '../model/account-view';

type EmptyTab = Extract<AccountTab, 'betting-history'>;

// The platform has no bets yet (ARCHITECTURE "Not yet"): each of these sections is truly empty,
// and says what will appear in it.
const EMPTY_TABS = {
  'betting-history': {
    Icon: SportsIcon,
    titleKey: 'account_betting_history_empty_title',
    textKey: 'account_betting_history_empty_text',
  },
} as const satisfies Record<
  EmptyTab,
  { Icon: ComponentType<SVGProps<SVGSVGElement>>; titleKey: TextKey; textKey: TextKey }
>;

export function isEmptyTab(tab: AccountTab): tab is EmptyTab {
  return Object.hasOwn(EMPTY_TABS, tab);
}

export function EmptyPanel({ tab }: { tab: EmptyTab }) {
  const { t } = useTranslation();
  const { Icon, titleKey, textKey } = EMPTY_TABS[tab];
  return <EmptyState icon={<Icon />} title={t(titleKey)} text={t(textKey)} />;
}
