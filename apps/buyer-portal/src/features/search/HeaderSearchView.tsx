import { MSG, SUGGESTION_LIMIT } from '@wanju/domain';
import { Button, Select, TextField } from '@wanju/ui';
import { useRef, useState } from 'react';
import * as styles from './HeaderSearch.css';
import { SEARCH_TEXT } from './messages';

export type SearchKind = 'product' | 'factory';

export interface HeaderSearchViewProps {
  kind: SearchKind;
  onKindChange: (kind: SearchKind) => void;
  value: string;
  onValueChange: (value: string) => void;
  /** '猜你想要' for the typed text (at most 10 are shown) */
  suggestions: readonly string[];
  /** '最近搜索' */
  recent: readonly string[];
  onSubmit: (keyword: string) => void;
  onImageSearch?: () => void;
  /** the panel starts open (stories) */
  defaultOpen?: boolean;
}

/** §2 header search: product/factory switch, placeholders, suggestions and recent searches. */
export function HeaderSearchView(props: HeaderSearchViewProps) {
  const { kind, value, suggestions, recent, onSubmit } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const root = useRef<HTMLFormElement>(null);
  const shown = suggestions.slice(0, SUGGESTION_LIMIT);
  const pick = (keyword: string) => {
    props.onValueChange(keyword);
    setOpen(false);
    onSubmit(keyword);
  };
  return (
    <form
      ref={root}
      aria-label={SEARCH_TEXT.search}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        onSubmit(value.trim());
      }}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <Select
        className={styles.kind}
        aria-label={SEARCH_TEXT.kind}
        items={[
          { id: 'product', name: SEARCH_TEXT.product },
          { id: 'factory', name: SEARCH_TEXT.factory },
        ]}
        selectedKey={kind}
        onSelectionChange={(k) => props.onKindChange(k as SearchKind)}
      />
      <TextField
        className={styles.input}
        aria-label={SEARCH_TEXT.keyword}
        type="search"
        placeholder={kind === 'product' ? MSG.searchPlaceholderProduct : MSG.searchPlaceholderFactory}
        value={value}
        onChange={(v) => {
          props.onValueChange(v);
          setOpen(true);
        }}
      />
      <Button type="submit" variant="primary">
        {SEARCH_TEXT.search}
      </Button>
      {props.onImageSearch && (
        <Button variant="outline" onPress={props.onImageSearch}>
          {SEARCH_TEXT.imageSearch}
        </Button>
      )}
      {open && (shown.length > 0 || recent.length > 0) && (
        <div className={styles.panel}>
          {shown.length > 0 && (
            <section aria-label={MSG.searchSuggestionsTitle}>
              <h3 className={styles.groupTitle}>{MSG.searchSuggestionsTitle}</h3>
              <ul className={styles.list}>
                {shown.map((s) => (
                  <li key={s}>
                    <Button size="sm" variant="ghost" onPress={() => pick(s)}>
                      {s}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {recent.length > 0 && (
            <section aria-label={MSG.recentSearchesTitle}>
              <h3 className={styles.groupTitle}>{MSG.recentSearchesTitle}</h3>
              <ul className={styles.chips}>
                {recent.map((s) => (
                  <li key={s}>
                    <Button size="sm" variant="secondary" onPress={() => pick(s)}>
                      {s}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </form>
  );
}
