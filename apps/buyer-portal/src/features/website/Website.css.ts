import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

/** Lists laid out as rows, without bullets or the browser's indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const thumb = style({ width: '4rem', flexShrink: 0 });
export const banner = style({ width: '10rem', flexShrink: 0 });
/** A colour swatch beside its field. */
export const swatch = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const funnelBar = style({
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  minWidth: '2px',
});
export const kpi = style({ minWidth: '8rem', flex: '1 1 8rem' });
