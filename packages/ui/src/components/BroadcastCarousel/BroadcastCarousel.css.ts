import { style } from '@vanilla-extract/css';
import { ellipsis, nativeFocusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 24,
  minWidth: 0,
  maxWidth: 360,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
export const icon = style({ flexShrink: 0, color: vars.color.primary });
export const viewport = style({ height: 24, overflow: 'hidden', flex: 1, minWidth: 0 });
export const track = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
});
export const item = style([ellipsis, { height: 24, lineHeight: '24px' }]);
export const link = style([
  nativeFocusRing,
  ellipsis,
  {
    maxWidth: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    font: 'inherit',
    selectors: { '&:hover': { color: vars.color.primary } },
  },
]);
