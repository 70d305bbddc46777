import { Button, EmptyState, Link, Spinner } from '@wanju/ui';
import { type DocSection, HELP_TEXT } from './content';
import { DocSections } from './DocSections';
import * as styles from './Help.css';

export interface HelpViewProps {
  /** The help centre's articles (get_help_contents); null while they load. */
  sections: readonly DocSection[] | null;
  /** They could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  onOpenLaw: () => void;
}

/** /help (public): how to search, pick samples, compare, ask for quotes, membership and customer service. */
export function HelpView({ sections, error, onRetry, onOpenLaw }: HelpViewProps) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{HELP_TEXT.title}</h1>
      <p className={styles.lead}>{HELP_TEXT.intro}</p>
      {error ? (
        <EmptyState
          title={HELP_TEXT.loadFailed}
          action={onRetry && <Button onPress={onRetry}>{HELP_TEXT.retry}</Button>}
        />
      ) : !sections ? (
        <Spinner label={HELP_TEXT.loading} />
      ) : (
        <>
          <nav aria-label={HELP_TEXT.contents}>
            <ul className={styles.toc}>
              {sections.map((s) => (
                <li key={s.id}>
                  <Link href={`#${s.id}`}>{s.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <DocSections sections={sections} />
        </>
      )}
      <div>
        <Button variant="link" onPress={onOpenLaw}>
          {HELP_TEXT.lawLink}
        </Button>
      </div>
    </article>
  );
}
