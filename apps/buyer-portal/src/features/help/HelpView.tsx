import { Button, Link } from '@wanju/ui';
import { HELP_SECTIONS, HELP_TEXT } from './content';
import { DocSections } from './DocSections';
import * as styles from './Help.css';

export interface HelpViewProps {
  onOpenLaw: () => void;
}

/** /help (public): how to search, pick samples, compare, ask for quotes, membership and customer service. */
export function HelpView({ onOpenLaw }: HelpViewProps) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{HELP_TEXT.title}</h1>
      <p className={styles.lead}>{HELP_TEXT.intro}</p>
      <nav aria-label={HELP_TEXT.contents}>
        <ul className={styles.toc}>
          {HELP_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <DocSections sections={HELP_SECTIONS} />
      <div>
        <Button variant="link" onPress={onOpenLaw}>
          {HELP_TEXT.lawLink}
        </Button>
      </div>
    </article>
  );
}
