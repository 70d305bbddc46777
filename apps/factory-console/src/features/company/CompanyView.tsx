import type { FactoryProfile } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { CATEGORIES, CERTIFICATES, MAIN_CATEGORIES_MAX, PUBLICITY_PICTURES_MAX, profileRefusal } from '@wanju/domain';
import { Box, Button, Checkbox, CheckboxGroup, EmptyState, Spinner, TextField } from '@wanju/ui';
import { useState } from 'react';
import * as styles from './Company.css';
import { COMPANY_TEXT as T } from './messages';
import { PictureField } from './PictureField';

export type ProfileDraft = Omit<FactoryProfile, 'id' | 'showroom_ids'>;

export interface CompanyViewProps {
  state: LoadState;
  profile: FactoryProfile | null;
  saving: boolean;
  onRetry: () => void;
  onSave: (draft: ProfileDraft) => void;
  onUpload: (file: File) => Promise<string>;
  onPreview: () => void;
}

type TextKey =
  | 'name'
  | 'name_en'
  | 'short_name'
  | 'contact'
  | 'tel'
  | 'mobile'
  | 'qq'
  | 'fax'
  | 'email'
  | 'address'
  | 'booth';

const BASICS: [TextKey, string, number][] = [
  ['name', T.name, 100],
  ['name_en', T.nameEn, 200],
  ['short_name', T.shortName, 50],
];
const CONTACTS: [TextKey, string, number][] = [
  ['contact', T.contact, 50],
  ['tel', T.tel, 50],
  ['mobile', T.mobile, 50],
  ['qq', T.qq, 20],
  ['fax', T.fax, 50],
  ['email', T.email, 100],
  ['address', T.address, 200],
];

const draftOf = ({ id: _id, showroom_ids: _s, ...draft }: FactoryProfile): ProfileDraft => draft;

/** The company display a factory edits: what buyers see on its factory page, saved to that same record. */
export function CompanyView(props: CompanyViewProps) {
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.loading} showLabel />
      </Box>
    );
  if (props.state === 'error' || !props.profile)
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="primary" onPress={props.onRetry}>
            {T.retry}
          </Button>
        }
      />
    );
  // A saved profile starts a fresh draft.
  return <CompanyForm key={JSON.stringify(props.profile)} {...props} profile={props.profile} />;
}

function CompanyForm({ profile, saving, onSave, onUpload, onPreview }: CompanyViewProps & { profile: FactoryProfile }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const refusal = profileRefusal(draft);
  const text = ([key, label, max]: [TextKey, string, number]) => (
    <TextField key={key} label={label} value={draft[key]} maxLength={max} onChange={(v) => set(key, v)} />
  );
  return (
    <Box
      as="form"
      aria-label={T.title}
      display="flex"
      flexDirection="column"
      gap="lg"
      padding="lg"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!refusal) onSave(draft);
      }}
    >
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="md" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold" margin="none">
          {T.title}
        </Box>
        <Box display="flex" gap="sm">
          <Button variant="secondary" onPress={onPreview}>
            {T.preview}
          </Button>
          <Button variant="primary" type="submit" isDisabled={saving}>
            {saving ? T.saving : T.save}
          </Button>
        </Box>
      </Box>
      {tried && refusal && (
        <Box role="alert" color="danger">
          {refusal}
        </Box>
      )}
      <section className={styles.section} aria-label={T.basics}>
        <h2 className={styles.sectionTitle}>{T.basics}</h2>
        <div className={styles.fields}>{BASICS.map(text)}</div>
        <TextField
          label={T.intro}
          multiline
          rows={4}
          value={draft.intro}
          maxLength={2000}
          onChange={(v) => set('intro', v)}
        />
        <CheckboxGroup
          label={T.mainCategories}
          value={draft.main_categories.map(String)}
          onChange={(v) => set('main_categories', v.map(Number).slice(0, MAIN_CATEGORIES_MAX))}
        >
          <Box display="flex" flexWrap="wrap" gap="sm">
            {CATEGORIES.map((c) => (
              <Checkbox
                key={c.id}
                value={String(c.id)}
                isDisabled={
                  draft.main_categories.length >= MAIN_CATEGORIES_MAX && !draft.main_categories.includes(c.id)
                }
              >
                {c.name}
              </Checkbox>
            ))}
          </Box>
        </CheckboxGroup>
      </section>
      <section className={styles.section} aria-label={T.contacts}>
        <h2 className={styles.sectionTitle}>{T.contacts}</h2>
        <div className={styles.fields}>{CONTACTS.map(text)}</div>
        {text(['booth', T.booth, 100])}
      </section>
      <section className={styles.section} aria-label={T.display}>
        <h2 className={styles.sectionTitle}>{T.display}</h2>
        <PictureField
          label={T.logo}
          pictures={draft.logo ? [draft.logo] : []}
          max={1}
          onChange={(p) => set('logo', p[0] ?? '')}
          onUpload={onUpload}
        />
        <PictureField
          label={T.publicity}
          pictures={draft.publicity}
          max={PUBLICITY_PICTURES_MAX}
          onChange={(p) => set('publicity', p)}
          onUpload={onUpload}
        />
        <PictureField
          label={T.license}
          pictures={draft.license ? [draft.license] : []}
          max={1}
          onChange={(p) => set('license', p[0] ?? '')}
          onUpload={onUpload}
        />
        <CheckboxGroup label={T.certifications} value={draft.certifications} onChange={(v) => set('certifications', v)}>
          <Box display="flex" flexWrap="wrap" gap="sm">
            {CERTIFICATES.map((c) => (
              <Checkbox key={c.id} value={c.id}>
                {c.name}
              </Checkbox>
            ))}
          </Box>
        </CheckboxGroup>
        <PictureField
          label={T.certificatePictures}
          pictures={draft.certificate_pictures}
          max={PUBLICITY_PICTURES_MAX}
          onChange={(p) => set('certificate_pictures', p)}
          onUpload={onUpload}
        />
      </section>
    </Box>
  );
}
