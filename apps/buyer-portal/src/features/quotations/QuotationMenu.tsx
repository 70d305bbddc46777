import { Button, Menu, MenuItem, MenuPopover, MenuTrigger } from '@wanju/ui';
import { useNavigate } from 'react-router-dom';

const ENTRIES = [
  { id: '/CompanyQuotation', name: '报价单' },
  { id: '/quotation_list', name: '展厅报价单' },
  { id: '/emaliManagement', name: '邮箱管理' },
] as const;

/** The header's way to the quotation screens (报价单, 展厅报价单, 邮箱管理). */
export function QuotationMenu() {
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm">
        报价
      </Button>
      <MenuPopover>
        <Menu aria-label="报价" onAction={(key) => navigate(String(key))}>
          {ENTRIES.map((e) => (
            <MenuItem key={e.id} id={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
