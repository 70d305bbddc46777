import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  width: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minHeight: 0,
});
export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  width: '100%',
});
export const group = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[aria-expanded=true]': { background: vars.color.primarySoft, color: vars.color.primaryActive },
    },
  },
]);
export const flyout = style({
  position: 'absolute',
  top: 0,
  left: '100%',
  marginLeft: vars.space.xs,
  zIndex: vars.z.popover,
  width: 420,
  minHeight: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
export const flyoutTitle = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.md });
export const cats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const cat = style([
  focusRing,
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    fontSize: vars.fontSize.sm,
    color: vars.color.textSecondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary },
      '&[aria-current=true]': {
        borderColor: vars.color.primary,
        background: vars.color.primarySoft,
        color: vars.color.primaryActive,
      },
    },
  },
]);
