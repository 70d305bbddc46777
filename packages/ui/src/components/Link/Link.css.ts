import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const link = style([
  focusRing,
  {
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
]);

export const tone = styleVariants({
  primary: { color: vars.color.primary },
  muted: { color: vars.color.textSecondary },
});
