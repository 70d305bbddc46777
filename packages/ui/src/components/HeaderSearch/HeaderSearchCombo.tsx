import { useEffect, useRef } from 'react';
import { ComboBox, Header, Input, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import * as styles from './HeaderSearch.css';

export interface HeaderSearchComboProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  sections: readonly { id: string; title: string; items: readonly string[] }[];
  /** Submits the typed text or a picked suggestion. */
  onSubmit: (keyword: string) => void;
  /** The plain input it replaces had the focus: take it over, caret at the end. */
  autoFocus: boolean;
}

/** The search input with its suggestion list (RAC ComboBox), loaded after the page's first render. */
export default function HeaderSearchCombo({
  label,
  placeholder,
  value,
  onValueChange,
  sections,
  onSubmit,
  autoFocus,
}: HeaderSearchComboProps) {
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it takes over
  useEffect(() => {
    const el = input.current;
    if (autoFocus && el) el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  return (
    <ComboBox
      aria-label={label}
      className={styles.comboBox}
      allowsCustomValue
      menuTrigger="focus"
      inputValue={value}
      onInputChange={onValueChange}
      items={sections}
      onSelectionChange={(key) => {
        if (key === null) return;
        const keyword = String(key).replace(/^(suggest|recent):/, '');
        onValueChange(keyword);
        onSubmit(keyword);
      }}
    >
      <Input
        ref={input}
        autoFocus={autoFocus}
        className={styles.input}
        placeholder={placeholder}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.currentTarget.getAttribute('aria-activedescendant')) onSubmit(value);
        }}
      />
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
  );
}
