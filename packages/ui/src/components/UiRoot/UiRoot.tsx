import type { HTMLAttributes, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { cx } from '../../cx';
import { rootClass } from '../../theme/global.css';
import { defaultThemeClass, denseThemeClass } from '../../theme/themes.css';

export const themeVariants = ['default', 'dense'] as const;
export type ThemeVariant = (typeof themeVariants)[number];

export interface UiRootProps extends HTMLAttributes<HTMLDivElement> {
  /** `dense` for data-heavy screens (quotation tables, management lists). */
  variant?: ThemeVariant;
  /** Locale for dates and numbers; the product is Chinese. */
  locale?: string;
  children?: ReactNode;
}

/**
 * The kit's root: applies the theme class, the base text style and the zh-CN locale for react-aria's
 * date and number formatting. Mount once at the app root (and again around a dense region if needed).
 */
export function UiRoot({ variant = 'default', locale = 'zh-CN', className, children, ...rest }: UiRootProps) {
  return (
    <I18nProvider locale={locale}>
      <div
        lang={locale}
        {...rest}
        className={cx(variant === 'dense' ? denseThemeClass : defaultThemeClass, rootClass, className)}
        data-theme={variant}
      >
        {children}
      </div>
    </I18nProvider>
  );
}

/** Alias in the ThemeProvider naming that some apps expect. */
export const ThemeProvider = UiRoot;
