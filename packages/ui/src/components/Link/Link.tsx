import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** muted for secondary links in tables and footers. */
  tone?: 'primary' | 'muted';
}

/** Navigation to a page or URL. Client-side routing comes from a RouterProvider the app sets up. For actions use Button. */
export function Link({ tone = 'primary', className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeRenderProps(className, (c) => cx(styles.link, styles.tone[tone], c))} />;
}
