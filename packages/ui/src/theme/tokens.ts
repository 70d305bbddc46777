/**
 * Design tokens, typed where they are defined. `vars.css.ts` turns the shape into a theme contract once;
 * each theme (`themes.css.ts`) fills it with one of these token sets.
 */
export const fontStack =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, -apple-system, "Segoe UI", sans-serif';
export const monoStack = '"SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

export const defaultTokens = {
  color: {
    // Brand: a warm orange-red in the 1688 family, dark enough for white text (≥ 4.5:1).
    primary: '#c9360a',
    primaryHover: '#ad2d07',
    primaryActive: '#922505',
    primarySoft: '#fff2e8',
    primarySoftHover: '#ffe4d1',
    onPrimary: '#ffffff',
    accent: '#ff6a00',
    price: '#cf1322',
    text: '#1f2329',
    textSecondary: '#4e5969',
    textMuted: '#636b78',
    textInverse: '#ffffff',
    textDisabled: '#8a919c',
    background: '#f2f3f5',
    surface: '#ffffff',
    surfaceMuted: '#f7f8fa',
    surfaceHover: '#f2f3f5',
    surfaceSelected: '#fff2e8',
    surfaceInverse: '#1f2329',
    border: '#dcdfe6',
    borderStrong: '#b8bec8',
    borderFocus: '#c9360a',
    focusRing: '#1d5fd0',
    overlay: 'rgba(15, 18, 24, 0.48)',
    danger: '#c92a2a',
    dangerSoft: '#fff1f0',
    success: '#1b7a35',
    successSoft: '#eaf7ed',
    warning: '#a75800',
    warningSoft: '#fff7e6',
    info: '#1d5fd0',
    infoSoft: '#e8f1ff',
    badge: '#e02020',
    festive: '#c8102e',
    festiveGold: '#f6c453',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '2px',
    md: '4px',
    lg: '8px',
    xl: '12px',
    full: '9999px',
  },
  font: {
    family: fontStack,
    mono: monoStack,
  },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    xxl: '22px',
    display: '28px',
  },
  lineHeight: {
    tight: '1.3',
    normal: '1.5715',
    loose: '1.8',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '600',
  },
  control: {
    sm: '24px',
    md: '32px',
    lg: '40px',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 18, 24, 0.08)',
    md: '0 4px 12px rgba(15, 18, 24, 0.12)',
    lg: '0 12px 32px rgba(15, 18, 24, 0.18)',
    focus: '0 0 0 2px #ffffff, 0 0 0 4px #1d5fd0',
  },
  z: {
    base: '0',
    raised: '10',
    sticky: '100',
    header: '200',
    toolbar: '900',
    overlay: '1000',
    modal: '1010',
    popover: '1100',
    toast: '1200',
    tooltip: '1300',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ThemeTokens = Widen<typeof defaultTokens>;

/** Data-heavy screens (quotation tables, management lists): tighter spacing, smaller controls. */
export const denseTokens: ThemeTokens = {
  ...defaultTokens,
  space: { ...defaultTokens.space, sm: '6px', md: '8px', lg: '12px', xl: '16px', xxl: '24px', xxxl: '32px' },
  fontSize: { ...defaultTokens.fontSize, sm: '12px', md: '13px', lg: '14px', xl: '16px', xxl: '18px', display: '22px' },
  lineHeight: { ...defaultTokens.lineHeight, normal: '1.45' },
  control: { sm: '22px', md: '28px', lg: '34px' },
};

export type ColorRole = keyof typeof defaultTokens.color;
export type Space = keyof typeof defaultTokens.space;
export type Radius = keyof typeof defaultTokens.radius;
export type FontSize = keyof typeof defaultTokens.fontSize;

/**
 * Layout breakpoints (media queries; CSS variables cannot be used in @media). `phone` is a touch-first phone
 * in portrait (360–767 px): one column, a compact header, controls at least `tapTarget` tall.
 */
export const breakpoints = {
  phone: 'screen and (max-width: 767px)',
} as const;

/** The smallest tap target on a phone (WCAG 2.5.5, Apple and Material guidance): 44 CSS px. */
export const tapTarget = '44px';
