import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

const ROW_TILES = 8;
const SKELETON_ROWS = 3;
const GRID_TILES = 12;

type TileSkeletonsProps = { layout: 'row' | 'rows' | 'grid' };

/** Tiles of the final size while games load, so nothing moves when they arrive. */
export function TileSkeletons({ layout }: TileSkeletonsProps) {
  const { t } = useTranslation();
  if (layout === 'rows') {
    return (
      <div className={styles.skeletonRows} role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={styles.row}>
            <span className={`${styles.rowTitle} ${styles.textSkeleton}`} />
            <SkeletonTiles count={ROW_TILES} className={styles.skeletonTrack} />
          </div>
        ))}
      </div>
    );
  }
  // A row waiting to come near the screen is not loading anything: it holds its place, still (a dozen
  // shimmering rows would repaint the whole page every frame).
  if (layout === 'row') {
    return (
      <SkeletonTiles count={ROW_TILES} className={`${styles.skeletonTrack} ${styles.still}`} />
    );
  }
  return (
    <div role="status" aria-label={t('loading')}>
      <SkeletonTiles count={GRID_TILES} className={styles.skeletonGrid} />
    </div>
  );
}

function SkeletonTiles({ count, className }: { count: number; className: string | undefined }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.skeletonTile} />
      ))}
    </div>
  );
}
