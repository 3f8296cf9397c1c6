import { type LobbyVertical, shownRows, type TLobbyGamesResponse } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CasinoIcon } from '../../../shared/ui/icons';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import { CategoryRow } from './category-row';
import { JackpotBanner } from './jackpot-banner';
import { JackpotCounter } from './jackpot-counter';
import { LobbyRaceWidget } from './race-widget';

/** Rows rendered with their tiles at once; the rest when they come near the viewport. */
const EAGER_ROWS = 2;

type LobbyHomeProps = { vertical: LobbyVertical; answer: TLobbyGamesResponse };

/** The home view (spec 000 §2): the casino's jackpots and races, then one row per category. */
export function LobbyHome({ vertical, answer }: LobbyHomeProps) {
  const { t } = useTranslation();
  const rows = shownRows(answer.response.categoryGamesList);
  return (
    <>
      {vertical === 'casino' ? (
        // spec 000 §8: jackpot errors are only logged; a widget that fails leaves the rows alone.
        <SectionErrorBoundary isCompact>
          <JackpotCounter />
          <JackpotBanner />
          <LobbyRaceWidget />
        </SectionErrorBoundary>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          icon={<CasinoIcon />}
          title={t('lobby_empty_title')}
          text={t('lobby_empty_text')}
        />
      ) : (
        rows.map((row, index) => (
          <CategoryRow
            key={row.id}
            vertical={vertical}
            row={row}
            isFirst={index === 0}
            isEager={index < EAGER_ROWS}
          />
        ))
      )}
    </>
  );
}
