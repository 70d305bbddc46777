import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

const space = vars.space;

const layout = defineProperties({
  conditions: {
    base: {},
    // The spec's fixed widths run from 1046 to 1686 px; "wide" switches at the middle.
    wide: { '@media': 'screen and (min-width: 1440px)' },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      background: vars.color.background,
      primary: vars.color.primary,
      primarySoft: vars.color.primarySoft,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textSecondary: vars.color.textSecondary,
      textMuted: vars.color.textMuted,
      primary: vars.color.primary,
      price: vars.color.price,
      danger: vars.color.danger,
      success: vars.color.success,
      onPrimary: vars.color.onPrimary,
    },
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    textAlign: ['left', 'center', 'right'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    boxShadow: vars.shadow,
    width: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(layout, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
