import { ZoomControl } from '@wanju/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { SHELL_TEXT } from './messages';
import { applyZoom, setZoom, shellPrefs } from './prefs';

/** Page zoom 50–150 (§4): the kit's control over the remembered value, applied to the whole page. */
export function ZoomHost() {
  const { zoom } = useSnapshot(shellPrefs);
  useEffect(applyZoom, []);
  return <ZoomControl value={zoom} onChange={setZoom} label={SHELL_TEXT.zoom} />;
}
