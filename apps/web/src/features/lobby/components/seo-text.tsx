import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSeoShowMore, seoParagraphs } from '../model/seo-text';
import styles from './lobby.module.css';

/**
 * The view's SEO text (spec 000 §2), paragraph by paragraph. Above 400 words (spec 000 §9) it
 * starts folded with a show-more / show-less button; the whole text is in the page either way.
 */
export function SeoText({ content }: { content: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const paragraphs = seoParagraphs(content);
  if (paragraphs.length === 0) return null;
  const isFoldable = hasSeoShowMore(content);
  const isFolded = isFoldable && !isExpanded;
  return (
    <section className={styles.seo}>
      <div id={id} className={isFolded ? `${styles.seoText} ${styles.folded}` : styles.seoText}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {isFoldable ? (
        <button
          type="button"
          className={styles.seoToggle}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {t(isExpanded ? 'lobby_seo_show_less' : 'lobby_seo_show_more')}
        </button>
      ) : null}
    </section>
  );
}
