import { loadLocal, saveLocal } from '@wanju/app-shell';
import { clampZoom, localName, STORAGE_KEYS, UI_LANGUAGES, type UiLanguage, ZOOM } from '@wanju/domain';
import { proxy, subscribe } from 'valtio';

export interface ToolbarPrefs {
  top: number;
  collapsed: boolean;
}

const isToolbarPrefs = (v: unknown): v is ToolbarPrefs =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ToolbarPrefs).top === 'number' &&
  Number.isFinite((v as ToolbarPrefs).top) &&
  typeof (v as ToolbarPrefs).collapsed === 'boolean';

const isLang = (v: unknown): v is UiLanguage => UI_LANGUAGES.includes(v as UiLanguage);
/** Where the interface language is kept in the browser (the server's user config is the source). */
const LANG_KEY = 'ui_lang';

const isZoom = (v: unknown): v is number => typeof v === 'number' && v >= ZOOM.min && v <= ZOOM.max;

/** §3 'Stored locally': the side toolbar's position and collapse state, and the page zoom. */
export const shellPrefs = proxy({
  toolbar: loadLocal(STORAGE_KEYS.toolbarState, isToolbarPrefs) ?? { top: 240, collapsed: false },
  zoom: loadLocal(STORAGE_KEYS.zoomScale, isZoom) ?? 100,
  /** The interface language: 'en' shows product and factory names in English where they have one. */
  lang: (loadLocal(LANG_KEY, isLang) ?? 'zh') as UiLanguage,
});

export function setLang(lang: UiLanguage): void {
  shellPrefs.lang = lang;
  saveLocal(LANG_KEY, lang);
}

subscribe(shellPrefs.toolbar, () => saveLocal(STORAGE_KEYS.toolbarState, { ...shellPrefs.toolbar }));

export function setZoom(value: number): void {
  shellPrefs.zoom = clampZoom(value);
  saveLocal(STORAGE_KEYS.zoomScale, shellPrefs.zoom);
  applyZoom();
}

/** The zoom applies to the whole page (CSS zoom keeps layout and hit-testing consistent, unlike a transform). */
export function applyZoom(): void {
  if (typeof document === 'undefined') return;
  // 100 % leaves the property unset, so an unzoomed page is exactly the page without the feature.
  document.documentElement.style.zoom = shellPrefs.zoom === 100 ? '' : `${shellPrefs.zoom}%`;
}

/** A product's or factory's name in the interface language (name_en in English where it has one). */
export const nameInLang = (name: string, nameEn: string | null | undefined): string =>
  localName(name, nameEn, shellPrefs.lang);
