import { MSG, SUGGESTION_LIMIT } from '@wanju/domain';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ComboBox,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './HeaderSearch.css';

export type HeaderSearchKind = 'product' | 'factory';

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
  return (
    <search className={styles.root} aria-label="搜索">
      <ToggleButtonGroup
        aria-label="搜索类型"
        className={styles.kinds}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[kind]}
        onSelectionChange={(keys) => {
          const next = [...keys][0];
          if (next) onKindChange(next as HeaderSearchKind);
        }}
      >
        <ToggleButton id="product" className={styles.kind}>
          产品
        </ToggleButton>
        <ToggleButton id="factory" className={styles.kind}>
          工厂
        </ToggleButton>
      </ToggleButtonGroup>
      <ComboBox
        aria-label={kind === 'product' ? '搜索产品' : '搜索工厂'}
        className={styles.combo}
        allowsCustomValue
        menuTrigger="focus"
        inputValue={value}
        onInputChange={onValueChange}
        items={sections}
        onSelectionChange={(key) => {
          if (key === null) return;
          const keyword = String(key).replace(/^(suggest|recent):/, '');
          onValueChange(keyword);
          submit(keyword);
        }}
      >
        <div className={styles.inputWrap}>
          <Input
            className={styles.input}
            placeholder={kind === 'product' ? MSG.searchPlaceholderProduct : MSG.searchPlaceholderFactory}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.currentTarget.getAttribute('aria-activedescendant')) submit();
            }}
          />
          {endSlot}
        </div>
        <Popover className={styles.popover} offset={2} placement="bottom start">
          <ListBox items={sections}>
            {(section) => (
              <ListBoxSection id={section.id} className={styles.section}>
                <Header className={styles.sectionHeader}>{section.title}</Header>
                {section.items.map((item) => (
                  <ListBoxItem
                    key={`${section.id}:${item}`}
                    id={`${section.id}:${item}`}
                    textValue={item}
                    className={styles.option}
                  >
                    {item}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button variant="primary" className={styles.submit} icon={<Search size={16} />} onPress={() => submit()}>
        搜索
      </Button>
    </search>
  );
}
