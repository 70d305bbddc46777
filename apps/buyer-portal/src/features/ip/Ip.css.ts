import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const name = style({ fontWeight: 600, fontSize: vars.fontSize.md });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
