import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      borderRadius: vars.radius.md,
      borderWidth: 1,
      borderStyle: 'solid',
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.medium,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      textDecoration: 'none',
      transition: transition('background-color, border-color, color, box-shadow'),
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryActive, borderColor: vars.color.primaryActive },
        },
      },
      secondary: {
        background: vars.color.primarySoft,
        borderColor: vars.color.primarySoft,
        color: vars.color.primaryActive,
        selectors: {
          '&[data-hovered]': { background: vars.color.primarySoftHover, borderColor: vars.color.primarySoftHover },
        },
      },
      outline: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary },
          '&[data-pressed]': { background: vars.color.primarySoft },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.textSecondary,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      danger: {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&[data-hovered]': { filter: 'brightness(0.92)' } },
      },
      link: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.primary,
        paddingLeft: 0,
        paddingRight: 0,
        selectors: { '&[data-hovered]': { textDecoration: 'underline', color: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { height: vars.control.sm, paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
      md: { height: vars.control.md, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { height: vars.control.lg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'outline', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
