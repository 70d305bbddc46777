import { loadLocal, saveLocal } from '@wanju/app-shell';
import { clampZoom, STORAGE_KEYS, ZOOM } from '@wanju/domain';
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

const isZoom = (v: unknown): v is number => typeof v === 'number' && v >= ZOOM.min && v <= ZOOM.max;

/** §3 'Stored locally': the side toolbar's position and collapse state, and the page zoom. */
export const shellPrefs = proxy({
  toolbar: loadLocal(STORAGE_KEYS.toolbarState, isToolbarPrefs) ?? { top: 240, collapsed: false },
  zoom: loadLocal(STORAGE_KEYS.zoomScale, isZoom) ?? 100,
});

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
