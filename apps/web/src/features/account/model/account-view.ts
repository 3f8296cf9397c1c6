import {
  isSelfExclusionDurationId,
  type SelfExclusionDurationId,
} from '@playfair/domain/constants';

/** spec 000 §2 / spec 001 §2: the account panel's sections, in the order the tab bar shows them. */
export const ACCOUNT_TABS = [
  'balance',
  'settings',
  'verification',
  'gaming-history',
  'betting-history',
  'transaction-history',
  'rewards-history',
  'limits',
  'inbox',
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * Each tab's catalog key. (Typed by shape, not as TextKey: the app's text keys are built from
 * this list; `t()` checks each key where it is rendered.)
 */
export const ACCOUNT_TAB_LABEL_KEYS = {
  balance: 'account_tab_balance',
  settings: 'account_tab_settings',
  verification: 'account_tab_verification',
  'gaming-history': 'account_tab_gaming_history',
  'betting-history': 'account_tab_betting_history',
  'transaction-history': 'account_tab_transaction_history',
  'rewards-history': 'account_tab_rewards_history',
  limits: 'account_tab_limits',
  inbox: 'account_tab_inbox',
} as const satisfies Record<AccountTab, `account_tab_${string}`>;

export const ACCOUNT_TAB_PARAM = 'tab';

/** spec 000 §2: "A self-exclusion value in the query opens the self-exclusion flow." */
export const SELF_EXCLUSION_PARAM = 'selfExclusion';

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'balance';

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

export type AccountView = {
  tab: AccountTab;
  isSelfExclusionOpen: boolean;
  /** spec 000 §9: the duration the query chose (`?selfExclusion=4`: 6 months), if it names one. */
  selfExclusionId?: SelfExclusionDurationId;
};

function selfExclusionIdOf(value: string | null): SelfExclusionDurationId | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const id = Number(value);
  return isSelfExclusionDurationId(id) ? id : undefined;
}

/**
 * What the query string asks for: `?tab=limits`, and `?selfExclusion` (any value, or
 * `?tab=selfExclusion`) opens the self-exclusion section of limits; a spec 000 §9 duration id as
 * its value (`?selfExclusion=4`) also chooses that duration. An unknown tab shows the first.
 */
export function accountViewOf(search: URLSearchParams): AccountView {
  if (search.has(SELF_EXCLUSION_PARAM) || search.get(ACCOUNT_TAB_PARAM) === SELF_EXCLUSION_PARAM) {
    const selfExclusionId = selfExclusionIdOf(search.get(SELF_EXCLUSION_PARAM));
    return {
      tab: 'limits',
      isSelfExclusionOpen: true,
      ...(selfExclusionId === undefined ? {} : { selfExclusionId }),
    };
  }
  const tab = search.get(ACCOUNT_TAB_PARAM);
  return { tab: isAccountTab(tab) ? tab : DEFAULT_ACCOUNT_TAB, isSelfExclusionOpen: false };
}

/** The query string of a view (`?tab=limits&selfExclusion=4`, `?tab=limits&selfExclusion=`). */
export function accountViewSearch({
  tab,
  isSelfExclusionOpen,
  selfExclusionId,
}: AccountView): URLSearchParams {
  const search = new URLSearchParams({ [ACCOUNT_TAB_PARAM]: tab });
  if (isSelfExclusionOpen) {
    search.set(SELF_EXCLUSION_PARAM, selfExclusionId === undefined ? '' : String(selfExclusionId));
  }
  return search;
}
