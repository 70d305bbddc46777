import type { Tab } from '@wanju/domain';
import { X, XCircle } from 'lucide-react';
import { UI_TEXT } from '../../messages';
import { Menu, MenuGroup, MenuItem, MenuPopover, MenuSeparator } from '../Menu/Menu';

export interface TabMenuProps {
  tabs: readonly Tab[];
  onSelect: (path: string) => void;
  onCloseAll: () => void;
  onCloseOthers: () => void;
}

/** The tab bar's open overflow menu: close others, close all, and every open tab (loaded on its own). */
export default function TabMenu({ tabs, onSelect, onCloseAll, onCloseOthers }: TabMenuProps) {
  return (
    <MenuPopover placement="bottom end">
      <Menu
        aria-label="标签操作"
        onAction={(key) => {
          const k = String(key);
          if (k === '__closeAll') onCloseAll();
          else if (k === '__closeOthers') onCloseOthers();
          else onSelect(k.slice('tab:'.length));
        }}
      >
        <MenuItem id="__closeOthers" icon={<XCircle size={16} />}>
          关闭其他
        </MenuItem>
        <MenuItem id="__closeAll" icon={<X size={16} />}>
          关闭全部
        </MenuItem>
        <MenuSeparator />
        <MenuGroup title={`${UI_TEXT.home}及已打开的页面`}>
          {tabs.map((t) => (
            <MenuItem key={t.path} id={`tab:${t.path}`} textValue={t.title}>
              {t.title}
            </MenuItem>
          ))}
        </MenuGroup>
      </Menu>
    </MenuPopover>
  );
}
