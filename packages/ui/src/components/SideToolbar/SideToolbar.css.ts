import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const toolbar = style({
  position: 'fixed',
  right: vars.space.lg,
  zIndex: vars.z.toolbar,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: 64,
  padding: vars.space.xs,
  gap: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  userSelect: 'none',
  selectors: { '&[data-embedded]': { position: 'relative', right: 'auto' } },
  // A phone has no room beside the page for a floating column: its entries are in the shell's menu.
  '@media': { [breakpoints.phone]: { selectors: { '&:not([data-embedded])': { display: 'none' } } } },
});

export const handle = style([
  focusRing,
  {
    display: 'flex',
    justifyContent: 'center',
    padding: vars.space.xxs,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'grab',
    borderRadius: vars.radius.sm,
    touchAction: 'none',
    selectors: { '&:active': { cursor: 'grabbing' } },
  },
]);

export const item = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 2,
    paddingBlock: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.xs,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.primarySoft, color: vars.color.primary } },
  },
]);
