import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, maxWidth: 480 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'zoom-in',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const name = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
