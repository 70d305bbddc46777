import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
  },
  variants: {
    kind: {
      count: {
        minWidth: 18,
        height: 18,
        paddingInline: 5,
        borderRadius: vars.radius.full,
        background: vars.color.badge,
        color: vars.color.textInverse,
        fontSize: 11,
        fontVariantNumeric: 'tabular-nums',
        boxShadow: `0 0 0 1px ${vars.color.surface}`,
      },
      dot: {
        width: 8,
        height: 8,
        borderRadius: vars.radius.full,
        background: vars.color.badge,
        boxShadow: `0 0 0 1px ${vars.color.surface}`,
      },
      label: {
        height: 20,
        paddingInline: vars.space.xs,
        borderRadius: vars.radius.sm,
        fontSize: vars.fontSize.xs,
      },
    },
    tone: {
      neutral: {},
      primary: {},
      success: {},
      warning: {},
      danger: {},
      info: {},
    },
    floating: {
      true: { position: 'absolute', top: 0, right: 0, transform: 'translate(45%, -40%)', zIndex: 1 },
    },
  },
  compoundVariants: [
    {
      variants: { kind: 'label', tone: 'neutral' },
      style: {
        background: vars.color.surfaceMuted,
        color: vars.color.textSecondary,
        border: `1px solid ${vars.color.border}`,
      },
    },
    {
      variants: { kind: 'label', tone: 'primary' },
      style: { background: vars.color.primarySoft, color: vars.color.primaryActive },
    },
    {
      variants: { kind: 'label', tone: 'success' },
      style: { background: vars.color.successSoft, color: vars.color.success },
    },
    {
      variants: { kind: 'label', tone: 'warning' },
      style: { background: vars.color.warningSoft, color: vars.color.warning },
    },
    {
      variants: { kind: 'label', tone: 'danger' },
      style: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
    { variants: { kind: 'label', tone: 'info' }, style: { background: vars.color.infoSoft, color: vars.color.info } },
  ],
  defaultVariants: { kind: 'count', tone: 'neutral' },
});
