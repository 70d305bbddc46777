import * as styles from './Layout.css';
import { SHELL_TEXT as T } from './messages';

export interface HotKeywordsViewProps {
  keywords: readonly string[];
  onPick: (keyword: string) => void;
}

/** The hot searches under the header's search box (get_hot): one click searches the keyword. */
export function HotKeywordsView({ keywords, onPick }: HotKeywordsViewProps) {
  if (!keywords.length) return null;
  return (
    <nav className={styles.hot} aria-label={T.hotSearches}>
      <span className={styles.hotLabel}>{T.hotSearches}</span>
      {keywords.map((k) => (
        <button key={k} type="button" className={styles.hotItem} onClick={() => onPick(k)}>
          {k}
        </button>
      ))}
    </nav>
  );
}
