import { Gift, HelpCircle, LogOut, Settings, Trash2 } from 'lucide-react';
import { UI_TEXT } from '../../messages';
import { Menu, MenuItem, MenuPopover, MenuSeparator } from '../Menu/Menu';
import type { UserMenuAction } from './AppHeader';

/**
 * The header's open user menu: 积分, 个人设置, 帮助, 清除缓存, 退出 (loaded on its own); only the entries
 * the app handles (an entry that would do nothing is not shown).
 */
export default function UserMenu({
  onAction,
  actions,
}: {
  onAction: (action: UserMenuAction) => void;
  actions: readonly UserMenuAction[];
}) {
  const has = (action: UserMenuAction) => actions.includes(action);
  return (
    <MenuPopover placement="bottom end">
      <Menu aria-label={UI_TEXT.userMenu} onAction={(key) => onAction(key as UserMenuAction)}>
        {has('points') && (
          <MenuItem id="points" icon={<Gift size={16} />}>
            {UI_TEXT.points}
          </MenuItem>
        )}
        {has('settings') && (
          <MenuItem id="settings" icon={<Settings size={16} />}>
            {UI_TEXT.profileSettings}
          </MenuItem>
        )}
        {has('help') && (
          <MenuItem id="help" icon={<HelpCircle size={16} />}>
            {UI_TEXT.help}
          </MenuItem>
        )}
        {has('clearCache') && (
          <MenuItem id="clearCache" icon={<Trash2 size={16} />}>
            {UI_TEXT.clearCache}
          </MenuItem>
        )}
        {has('logout') && actions.length > 1 && <MenuSeparator />}
        {has('logout') && (
          <MenuItem id="logout" icon={<LogOut size={16} />}>
            {UI_TEXT.logout}
          </MenuItem>
        )}
      </Menu>
    </MenuPopover>
  );
}
