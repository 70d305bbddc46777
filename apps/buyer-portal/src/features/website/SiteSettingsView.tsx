import type { WebsiteProductBrief, WebsiteSettings } from '@wanju/api-client';
import { CATEGORIES, COLOR_PATTERN, siteSettingsProblem } from '@wanju/domain';
import { Box, Button, Checkbox, CheckboxGroup, Dialog, Image, SearchField, Switch, TextField } from '@wanju/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, PictureField, type SiteOption } from './parts';
import * as styles from './Website.css';

const T = WEBSITE_TEXT.settings;

export type SettingsDraft = Pick<
  WebsiteSettings,
  | 'name'
  | 'name_en'
  | 'slug'
  | 'host'
  | 'logo'
  | 'primary_color'
  | 'accent_color'
  | 'banners'
  | 'languages'
  | 'description'
  | 'description_en'
  | 'category_ids'
  | 'selected_products'
  | 'product_ids'
  | 'featured_ids'
  | 'show_prices'
>;

const draftOf = (s: WebsiteSettings): SettingsDraft => ({
  name: s.name,
  name_en: s.name_en,
  slug: s.slug,
  host: s.host,
  logo: s.logo,
  primary_color: s.primary_color,
  accent_color: s.accent_color,
  banners: [...s.banners],
  languages: [...s.languages],
  description: s.description,
  description_en: s.description_en,
  category_ids: [...s.category_ids],
  selected_products: s.selected_products,
  product_ids: [...s.product_ids],
  featured_ids: [...s.featured_ids],
  show_prices: s.show_prices,
});

/** A titled group of the settings form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="fieldset"
      display="flex"
      flexDirection="column"
      gap="md"
      aria-label={title}
      padding="lg"
      background="surface"
      borderRadius="md"
    >
      <Box fontWeight="bold">{title}</Box>
      {children}
    </Box>
  );
}

export interface SiteSettingsViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  settings: WebsiteSettings | null;
  canManage: boolean;
  /** searches the company's product library for the pickers */
  onSearchProducts: (keyword: string) => Promise<WebsiteProductBrief[]>;
  onUpload: (file: File) => Promise<string | null>;
  onSite: (id: number | null) => void;
  onSave: (draft: SettingsDraft) => Promise<boolean>;
  onRetry: () => void;
}

function ProductPicker(props: {
  label: string;
  chosen: readonly number[];
  known: ReadonlyMap<number, WebsiteProductBrief>;
  onSearch: (keyword: string) => Promise<WebsiteProductBrief[]>;
  onChange: (ids: number[], found: WebsiteProductBrief[]) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<WebsiteProductBrief[]>([]);
  const search = async (keyword: string) => setFound(await props.onSearch(keyword));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page when the picker opens
  useEffect(() => {
    if (open) void search('');
  }, [open]);
  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="sm" aria-label={props.label}>
      <Box fontWeight="bold">{props.label}</Box>
      {props.chosen.length === 0 && <Box color="textMuted">{T.noneChosen}</Box>}
      <Box as="ul" className={styles.plainList} display="flex" gap="sm" flexWrap="wrap">
        {props.chosen.map((id) => {
          const p = props.known.get(id);
          return (
            <Box
              as="li"
              key={id}
              display="flex"
              gap="xs"
              alignItems="center"
              padding="xs"
              background="surfaceMuted"
              borderRadius="md"
            >
              <span>{p ? `${p.item_number} ${p.name}` : `#${id}`}</span>
              {!props.disabled && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${WEBSITE_TEXT.remove} ${p?.name ?? id}`}
                  onPress={() =>
                    props.onChange(
                      props.chosen.filter((x) => x !== id),
                      [],
                    )
                  }
                >
                  ×
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      {!props.disabled && (
        <Box>
          <Button size="sm" onPress={() => setOpen(true)} aria-label={`${T.pick}：${props.label}`}>
            {T.pick}
          </Button>
        </Box>
      )}
      {open && (
        <Dialog
          isOpen
          onOpenChange={setOpen}
          title={`${T.pickTitle}：${props.label}`}
          size="md"
          footer={<Button onPress={() => setOpen(false)}>{WEBSITE_TEXT.back}</Button>}
        >
          <Box display="flex" flexDirection="column" gap="md">
            <SearchField label={T.pickSearch} onSubmit={(k) => void search(k)} />
            <Box
              as="ul"
              className={styles.plainList}
              display="flex"
              flexDirection="column"
              gap="xs"
              aria-label={T.pickTitle}
            >
              {found.map((p) => {
                const chosen = props.chosen.includes(p.id);
                return (
                  <Box as="li" key={p.id} display="flex" gap="sm" alignItems="center">
                    <Box className={styles.thumb}>{p.picture && <Image src={p.picture} alt={p.name} />}</Box>
                    <Box flexGrow={1}>
                      {p.item_number} {p.name}
                    </Box>
                    <Button
                      size="sm"
                      variant={chosen ? 'ghost' : 'primary'}
                      isDisabled={chosen}
                      aria-label={`${chosen ? T.added : T.add} ${p.name}`}
                      onPress={() => props.onChange([...props.chosen, p.id], [p])}
                    >
                      {chosen ? T.added : T.add}
                    </Button>
                  </Box>
                );
              })}
            </Box>
          </Box>
        </Dialog>
      )}
    </Box>
  );
}

/** /siteSettings: a site's name, logo, colours, banners, host name, languages, shown categories and products, prices. */
export function SiteSettingsView(props: SiteSettingsViewProps) {
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [known, setKnown] = useState<Map<number, WebsiteProductBrief>>(new Map());
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setDraft(props.settings ? draftOf(props.settings) : null);
    setKnown(new Map((props.settings?.products ?? []).map((p) => [p.id, p])));
    setTouched(false);
  }, [props.settings]);
  const d = draft;
  const set = (patch: Partial<SettingsDraft>) => d && setDraft({ ...d, ...patch });
  const learn = (found: WebsiteProductBrief[]) =>
    setKnown((m) => new Map([...m, ...found.map((p) => [p.id, p] as const)]));
  const problem = d && touched ? siteSettingsProblem(d) : null;
  const disabled = !props.canManage;
  return (
    <AdminFrame title={T.title} sites={props.sites} siteId={props.settings?.id ?? null} onSite={props.onSite}>
      <ListState
        state={props.state}
        isEmpty={!d}
        onRetry={props.onRetry}
        emptyTitle={WEBSITE_TEXT.noSite}
        emptyHint={WEBSITE_TEXT.noSiteHint}
      >
        {d && (
          <Box
            as="form"
            display="flex"
            flexDirection="column"
            gap="xl"
            onSubmit={(e) => e.preventDefault()}
            aria-label={T.title}
          >
            <Section title={T.basics}>
              <Box display="flex" gap="md" flexWrap="wrap">
                <TextField
                  label={WEBSITE_TEXT.list.name}
                  isRequired
                  value={d.name}
                  onChange={(name) => set({ name })}
                  isDisabled={disabled}
                />
                <TextField
                  label={T.nameEn}
                  value={d.name_en}
                  onChange={(name_en) => set({ name_en })}
                  isDisabled={disabled}
                />
                <TextField
                  label={WEBSITE_TEXT.list.slug}
                  description={WEBSITE_TEXT.list.slugHint}
                  value={d.slug}
                  onChange={(slug) => set({ slug: slug.toLowerCase() })}
                  isDisabled={disabled}
                />
                <TextField
                  label={T.host}
                  description={T.hostHint}
                  value={d.host}
                  onChange={(host) => set({ host })}
                  isDisabled={disabled}
                />
              </Box>
              <TextField
                label={T.description}
                multiline
                rows={2}
                value={d.description}
                onChange={(description) => set({ description })}
                isDisabled={disabled}
              />
              <TextField
                label={T.descriptionEn}
                multiline
                rows={2}
                value={d.description_en}
                onChange={(description_en) => set({ description_en })}
                isDisabled={disabled}
              />
              <CheckboxGroup
                label={T.languages}
                value={d.languages}
                onChange={(v) => set({ languages: v.filter((l): l is 'zh' | 'en' => l === 'zh' || l === 'en') })}
                isDisabled={disabled}
              >
                <Checkbox value="zh">{T.zh}</Checkbox>
                <Checkbox value="en">{T.en}</Checkbox>
              </CheckboxGroup>
            </Section>
            <Section title={T.colors}>
              <Box display="flex" gap="lg" flexWrap="wrap" alignItems="flex-end">
                {(['primary_color', 'accent_color'] as const).map((key) => (
                  <Box key={key} display="flex" gap="sm" alignItems="flex-end">
                    <TextField
                      label={key === 'primary_color' ? T.primary : T.accent}
                      value={d[key]}
                      onChange={(v) => set({ [key]: v })}
                      isInvalid={!COLOR_PATTERN.test(d[key])}
                      isDisabled={disabled}
                    />
                    <span
                      className={styles.swatch}
                      style={{ background: COLOR_PATTERN.test(d[key]) ? d[key] : 'transparent' }}
                    />
                  </Box>
                ))}
              </Box>
              {!disabled && (
                <>
                  <PictureField
                    label={T.logo}
                    pictures={d.logo ? [d.logo] : []}
                    max={1}
                    onUpload={props.onUpload}
                    onChange={(p) => set({ logo: p[0] ?? '' })}
                  />
                  <PictureField
                    label={T.banners}
                    wide
                    pictures={d.banners}
                    max={8}
                    onUpload={props.onUpload}
                    onChange={(banners) => set({ banners })}
                  />
                </>
              )}
            </Section>
            <Section title={T.display}>
              <Switch isSelected={d.show_prices} onChange={(show_prices) => set({ show_prices })} isDisabled={disabled}>
                {T.showPrices}
              </Switch>
              <Box color="textSecondary" fontSize="sm">
                {T.showPricesHint}
              </Box>
              <CheckboxGroup
                label={T.categories}
                description={T.categoriesHint}
                value={d.category_ids.map(String)}
                onChange={(v) => set({ category_ids: v.map(Number) })}
                isDisabled={disabled}
              >
                {CATEGORIES.map((c) => (
                  <Checkbox key={c.id} value={String(c.id)}>
                    {c.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
              <Switch
                isSelected={d.selected_products}
                onChange={(selected_products) => set({ selected_products })}
                isDisabled={disabled}
              >
                {T.selected}
              </Switch>
              <Box color="textSecondary" fontSize="sm">
                {T.selectedHint}
              </Box>
              {d.selected_products && (
                <ProductPicker
                  label={T.products}
                  chosen={d.product_ids}
                  known={known}
                  onSearch={props.onSearchProducts}
                  onChange={(product_ids, found) => {
                    learn(found);
                    set({ product_ids });
                  }}
                  disabled={disabled}
                />
              )}
              <ProductPicker
                label={T.featured}
                chosen={d.featured_ids}
                known={known}
                onSearch={props.onSearchProducts}
                onChange={(featured_ids, found) => {
                  learn(found);
                  set({ featured_ids });
                }}
                disabled={disabled}
              />
            </Section>
            {problem && (
              <Box role="alert" color="danger">
                {problem}
              </Box>
            )}
            {!disabled && (
              <Box>
                <Button
                  variant="primary"
                  onPress={async () => {
                    setTouched(true);
                    if (siteSettingsProblem(d)) return;
                    await props.onSave(d);
                  }}
                >
                  {WEBSITE_TEXT.save}
                </Button>
              </Box>
            )}
          </Box>
        )}
      </ListState>
    </AdminFrame>
  );
}
