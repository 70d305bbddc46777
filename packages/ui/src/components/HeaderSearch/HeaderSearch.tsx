import { MSG, SUGGESTION_LIMIT } from '@wanju/domain';
import { Search } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { afterFirstInteraction, lazyPart } from '../../lazyPart';
import { Button } from '../Button/Button';
import * as styles from './HeaderSearch.css';
import type { HeaderSearchComboProps } from './HeaderSearchCombo';

export type HeaderSearchKind = 'product' | 'factory';

const ComboPart = /* @__PURE__ */ lazyPart(() => import('./HeaderSearchCombo'));
const KINDS = [
  ['product', '产品'],
  ['factory', '工厂'],
] as const;

export interface HeaderSearchProps {
  kind: HeaderSearchKind;
  onKindChange: (kind: HeaderSearchKind) => void;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (keyword: string, kind: HeaderSearchKind) => void;
  /** Suggestions for the typed text ('猜你想要'); at most 10 are shown (domain SUGGESTION_LIMIT). */
  suggestions?: readonly string[];
  /** Recent searches ('最近搜索'). */
  recent?: readonly string[];
  /** After the input: the camera trigger for image search. */
  endSlot?: ReactNode;
}

/**
 * The header search (spec §2): product / factory switch with the spec's placeholders, suggestions and recent
 * searches in a list that opens on focus. Enter or 搜索 submits; picking a suggestion submits it.
 */
export function HeaderSearch({
  kind,
  onKindChange,
  value,
  onValueChange,
  onSubmit,
  suggestions = [],
  recent = [],
  endSlot,
}: HeaderSearchProps) {
  const shown = suggestions.slice(0, SUGGESTION_LIMIT);
  const recentShown = recent.filter((r) => !shown.includes(r)).slice(0, SUGGESTION_LIMIT);
  const sections = [
    { id: 'suggest', title: MSG.searchSuggestionsTitle, items: shown },
    { id: 'recent', title: MSG.recentSearchesTitle, items: recentShown },
  ].filter((s) => s.items.length > 0);
  const submit = (keyword = value) => onSubmit(keyword.trim(), kind);
  const label = kind === 'product' ? '搜索产品' : '搜索工厂';
  const placeholder = kind === 'product' ? MSG.searchPlaceholderProduct : MSG.searchPlaceholderFactory;
  const radioName = useId();
  // The suggestion list (RAC ComboBox) takes the plain input's place (and its focus) when the input is focused.
  // It is fetched when the browser is idle after the visitor's first interaction with the page, or when the
  // search is hovered. (It never swaps before the focus: a click already on its way would land on the input being
  // replaced.)
  const [Combo, setCombo] = useState<ComponentType<HeaderSearchComboProps> | null>(null);
  const focused = useRef(false);
  const wanted = useRef(false);
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    ComboPart.load().then(
      (m) => setCombo(() => m.default),
      () => {
        wanted.current = false; // the plain input stays; the next focus tries again
      },
    );
  };
  useEffect(() => afterFirstInteraction(() => void ComboPart.load().catch(() => undefined)), []);
  return (
    <search
      className={styles.root}
      aria-label="搜索"
      onPointerEnter={() => void ComboPart.load().catch(() => undefined)}
    >
      {/* Native radios: arrow keys move between the two, as a radio group does. */}
      <div role="radiogroup" aria-label="搜索类型" className={styles.kinds}>
        {KINDS.map(([id, text]) => (
          <label key={id} className={styles.kind} data-selected={kind === id || undefined}>
            <input
              type="radio"
              name={radioName}
              className={styles.kindRadio}
              checked={kind === id}
              onChange={() => onKindChange(id)}
            />
            {text}
          </label>
        ))}
      </div>
      <div className={styles.combo}>
        <div className={styles.inputWrap}>
          {Combo ? (
            <Combo
              label={label}
              placeholder={placeholder}
              value={value}
              onValueChange={onValueChange}
              sections={sections}
              onSubmit={submit}
              autoFocus={focused.current}
            />
          ) : (
            // Until the suggestion list is loaded: the same input, plain (typing, Enter and 搜索 work the same).
            <input
              className={styles.input}
              role="combobox"
              aria-label={label}
              aria-autocomplete="list"
              aria-expanded="false"
              placeholder={placeholder}
              value={value}
              onChange={(e) => onValueChange(e.currentTarget.value)}
              onFocus={() => {
                focused.current = true;
                want();
              }}
              onBlur={() => {
                focused.current = false;
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') submit();
              }}
            />
          )}
          {endSlot}
        </div>
      </div>
      <Button variant="primary" className={styles.submit} icon={<Search size={16} />} onPress={() => submit()}>
        搜索
      </Button>
    </search>
  );
}
