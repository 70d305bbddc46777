import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&[data-orientation=vertical]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation=vertical]': {
      flexDirection: 'column',
      gap: 0,
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.md,
    fontSize: vars.fontSize.md,
    color: vars.color.textSecondary,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: transition('color'),
    selectors: {
      '&[data-hovered]': { color: vars.color.primary },
      '&[data-selected]': { color: vars.color.primary, fontWeight: vars.fontWeight.medium },
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: -1,
        height: 2,
        background: vars.color.primary,
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const tabPanel = style([focusRing, { paddingBlock: vars.space.lg, minWidth: 0 }]);
