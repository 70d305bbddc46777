import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './Tabs.css';

/** In-page tabs (arrow keys move between tabs). For the app's open-page tabs use TabBar. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (c) => cx(styles.tabs, c))} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, (c) => cx(styles.tabList, c))} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (c) => cx(styles.tab, c))} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (c) => cx(styles.tabPanel, c))} />;
}

export type { TabListProps, TabPanelProps, TabProps, TabsProps };
