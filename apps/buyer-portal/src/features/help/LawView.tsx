import { Tab, TabList, TabPanel, Tabs } from '@wanju/ui';
import { LAW_TEXT, PRIVACY_SECTIONS, TERMS_SECTIONS } from './content';
import { DocSections } from './DocSections';
import * as styles from './Help.css';

export type LawDoc = 'terms' | 'privacy';

export interface LawViewProps {
  doc: LawDoc;
  onDocChange: (doc: LawDoc) => void;
}

/** /law (public): the terms of service and the privacy policy. */
export function LawView({ doc, onDocChange }: LawViewProps) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{LAW_TEXT.title}</h1>
      <p className={styles.muted}>{LAW_TEXT.updated}</p>
      <Tabs selectedKey={doc} onSelectionChange={(k) => onDocChange(k as LawDoc)}>
        <TabList aria-label={LAW_TEXT.tabs}>
          <Tab id="terms">{LAW_TEXT.terms}</Tab>
          <Tab id="privacy">{LAW_TEXT.privacy}</Tab>
        </TabList>
        <TabPanel id="terms" className={styles.panel}>
          <DocSections sections={TERMS_SECTIONS} />
        </TabPanel>
        <TabPanel id="privacy" className={styles.panel}>
          <DocSections sections={PRIVACY_SECTIONS} />
        </TabPanel>
      </Tabs>
    </article>
  );
}
