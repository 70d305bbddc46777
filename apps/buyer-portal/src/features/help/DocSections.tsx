import type { DocSection } from './content';
import * as styles from './Help.css';

/** Numbered static sections with anchors (#id) so the help and the law pages can link into them. */
export function DocSections({ sections }: { sections: readonly DocSection[] }) {
  return sections.map((s) => (
    <section key={s.id} id={s.id} className={styles.section} aria-labelledby={`${s.id}-title`}>
      <h2 id={`${s.id}-title`} className={styles.sectionTitle}>
        {s.title}
      </h2>
      {s.paragraphs.map((p) => (
        <p key={p} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </section>
  ));
}
