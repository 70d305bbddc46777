import type { ReactNode } from 'react';
import { composeRenderProps, Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  children?: ReactNode;
}

/** An on/off setting that applies at once (显示水印, 显示单位). For a choice submitted with a form use Checkbox. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (c) => cx(styles.root, c))}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
