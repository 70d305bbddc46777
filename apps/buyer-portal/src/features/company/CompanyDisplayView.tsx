import type { CompanyContact, CompanyDisplay } from '@wanju/api-client';
import { COMPANY_MSG, PUBLICITY_MAX } from '@wanju/domain';
import { Box, Button, FileInput, Image, TextField } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { QuotationTermsFields, TERMS_TEXT } from '../quotations/QuotationTermsFields';
import * as styles from './Company.css';
import { COMPANY_TEXT } from './messages';

const T = COMPANY_TEXT.display;

export type DisplayDraft = Omit<
  CompanyDisplay,
  'company_id' | 'is_new_version' | 'telephone' | 'email' | 'updated_time'
>;

export interface CompanyDisplayViewProps {
  state: LoadState;
  display: CompanyDisplay | null;
  /** the old-website variant (/oldCompany) */
  legacy?: boolean;
  /** main account and administrators; a salesperson sees it read-only */
  canEdit: boolean;
  onSave: (draft: DisplayDraft) => Promise<boolean>;
  /** uploads a picture; resolves its address, or null when refused */
  onUpload: (file: File) => Promise<string | null>;
  onRetry: () => void;
}

const draftOf = (d: CompanyDisplay): DisplayDraft => ({
  name: d.name,
  name_en: d.name_en,
  logo: d.logo,
  publicity: [...d.publicity],
  licence: d.licence,
  introduction: d.introduction,
  introduction_en: d.introduction_en,
  contacts: d.contacts.map((c) => ({ ...c })),
  address: d.address,
  address_en: d.address_en,
  main_markets: [...d.main_markets],
  quotation_terms: { ...d.quotation_terms },
});

function PictureField(props: {
  label: string;
  pictures: readonly string[];
  max: number;
  disabled: boolean;
  onUpload: (file: File) => Promise<string | null>;
  onChange: (pictures: string[]) => void;
}) {
  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="sm" aria-label={props.label}>
      <Box fontWeight="bold">{props.label}</Box>
      <Box display="flex" gap="sm" flexWrap="wrap">
        {props.pictures.map((p, i) => (
          <Box key={p} display="flex" flexDirection="column" gap="xs" alignItems="center">
            <Box className={styles.thumb}>
              <Image src={p} alt={`${props.label}${i + 1}`} />
            </Box>
            {!props.disabled && (
              <Button size="sm" variant="ghost" onPress={() => props.onChange(props.pictures.filter((x) => x !== p))}>
                {T.removePicture}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {!props.disabled && props.pictures.length < props.max && (
        <FileInput
          label={`${T.upload}：${props.label}`}
          hint={T.uploadHint}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple={props.max > 1}
          onFiles={async (files) => {
            const added: string[] = [];
            for (const f of files.slice(0, props.max - props.pictures.length)) {
              const url = await props.onUpload(f);
              if (url) added.push(url);
            }
            if (added.length) props.onChange([...props.pictures, ...added].slice(0, props.max));
          }}
        />
      )}
    </Box>
  );
}

/** /company and /oldCompany: the company's display (what its customers see), editable by the main account and administrators. */
export function CompanyDisplayView(props: CompanyDisplayViewProps) {
  const [draft, setDraft] = useState<DisplayDraft | null>(null);
  const [touched, setTouched] = useState(false);
  const current = draft ?? (props.display ? draftOf(props.display) : null);
  const set = (patch: Partial<DisplayDraft>) => current && setDraft({ ...current, ...patch });
  const disabled = !props.canEdit;
  const nameError = touched && current && !current.name.trim() ? COMPANY_MSG.nameRequired : undefined;
  const setContact = (i: number, patch: Partial<CompanyContact>) =>
    current && set({ contacts: current.contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <Box
      as="section"
      aria-label={props.legacy ? T.legacyTitle : T.title}
      display="flex"
      flexDirection="column"
      gap="lg"
      padding="xl"
    >
      <Box display="flex" flexDirection="column" gap="xs">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {props.legacy ? T.legacyTitle : T.title}
        </Box>
        <Box color="textSecondary">{props.legacy ? T.legacyHint : T.hint}</Box>
        {disabled && (
          <Box color="textMuted" role="note">
            {T.readOnly}
          </Box>
        )}
      </Box>
      <ListState state={props.state} isEmpty={!current} onRetry={props.onRetry}>
        {current && (
          <Box as="form" display="flex" flexDirection="column" gap="lg" onSubmit={(e) => e.preventDefault()}>
            <Box display="flex" gap="lg" flexWrap="wrap">
              <TextField
                label={T.name}
                isRequired
                isDisabled={disabled}
                value={current.name}
                onChange={(v) => set({ name: v })}
                isInvalid={Boolean(nameError)}
                errorMessage={nameError}
                validationBehavior="aria"
              />
              <TextField
                label={T.nameEn}
                isDisabled={disabled}
                value={current.name_en}
                onChange={(v) => set({ name_en: v })}
              />
            </Box>
            <PictureField
              label={T.logo}
              pictures={current.logo ? [current.logo] : []}
              max={1}
              disabled={disabled}
              onUpload={props.onUpload}
              onChange={(p) => set({ logo: p[0] ?? '' })}
            />
            <PictureField
              label={T.publicity}
              pictures={current.publicity}
              max={PUBLICITY_MAX}
              disabled={disabled}
              onUpload={props.onUpload}
              onChange={(p) => set({ publicity: p })}
            />
            {!props.legacy && (
              <PictureField
                label={T.licence}
                pictures={current.licence ? [current.licence] : []}
                max={1}
                disabled={disabled}
                onUpload={props.onUpload}
                onChange={(p) => set({ licence: p[0] ?? '' })}
              />
            )}
            <TextField
              label={T.introduction}
              isDisabled={disabled}
              value={current.introduction}
              onChange={(v) => set({ introduction: v })}
            />
            <TextField
              label={T.introductionEn}
              isDisabled={disabled}
              value={current.introduction_en}
              onChange={(v) => set({ introduction_en: v })}
            />
            <Box display="flex" gap="lg" flexWrap="wrap">
              <TextField
                label={T.address}
                isDisabled={disabled}
                value={current.address}
                onChange={(v) => set({ address: v })}
              />
              <TextField
                label={T.addressEn}
                isDisabled={disabled}
                value={current.address_en}
                onChange={(v) => set({ address_en: v })}
              />
            </Box>
            <TextField
              label={T.markets}
              description={T.marketsHint}
              isDisabled={disabled}
              value={current.main_markets.join('，')}
              onChange={(v) =>
                set({
                  // empty entries are kept while typing (a separator just typed stays) and dropped on save
                  main_markets: v.split(/[,，、]/).map((m) => m.trim()),
                })
              }
            />
            <Box as="fieldset" display="flex" flexDirection="column" gap="sm" aria-label={T.contacts}>
              <Box fontWeight="bold">{T.contacts}</Box>
              {current.contacts.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; their order is their identity while editing
                <Box key={i} display="flex" gap="sm" flexWrap="wrap" alignItems="flex-end">
                  <TextField
                    label={`${T.contactName}${i + 1}`}
                    isDisabled={disabled}
                    value={c.name}
                    onChange={(v) => setContact(i, { name: v })}
                  />
                  <TextField
                    label={T.contactPosition}
                    isDisabled={disabled}
                    value={c.position}
                    onChange={(v) => setContact(i, { position: v })}
                  />
                  <TextField
                    label={T.contactPhone}
                    isDisabled={disabled}
                    value={c.phone}
                    onChange={(v) => setContact(i, { phone: v })}
                  />
                  <TextField
                    label={T.contactEmail}
                    isDisabled={disabled}
                    value={c.email}
                    onChange={(v) => setContact(i, { email: v })}
                  />
                  {!disabled && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={() => set({ contacts: current.contacts.filter((_, j) => j !== i) })}
                    >
                      {T.removeContact}
                    </Button>
                  )}
                </Box>
              ))}
              {!disabled && current.contacts.length < 10 && (
                <Box>
                  <Button
                    size="sm"
                    onPress={() =>
                      set({ contacts: [...current.contacts, { name: '', position: '', phone: '', email: '' }] })
                    }
                  >
                    {T.addContact}
                  </Button>
                </Box>
              )}
            </Box>
            <Box as="fieldset" display="flex" flexDirection="column" gap="sm" aria-label={TERMS_TEXT.companyTitle}>
              <Box fontWeight="bold">{TERMS_TEXT.companyTitle}</Box>
              <Box color="textMuted" fontSize="sm">
                {TERMS_TEXT.companyHint}
              </Box>
              <QuotationTermsFields
                terms={current.quotation_terms}
                isReadOnly={disabled}
                onChange={(patch) => set({ quotation_terms: { ...current.quotation_terms, ...patch } })}
              />
            </Box>
            {!disabled && (
              <Box display="flex" gap="md" alignItems="center">
                <Button
                  variant="primary"
                  onPress={async () => {
                    setTouched(true);
                    if (!current.name.trim()) return;
                    const contacts = current.contacts.filter((c) => c.name.trim());
                    if (
                      await props.onSave({ ...current, main_markets: current.main_markets.filter(Boolean), contacts })
                    )
                      setDraft(null);
                  }}
                >
                  {COMPANY_TEXT.save}
                </Button>
                {props.display?.updated_time && <Box color="textMuted">{T.updated(props.display.updated_time)}</Box>}
              </Box>
            )}
          </Box>
        )}
      </ListState>
    </Box>
  );
}
