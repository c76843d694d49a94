import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { MenuCount } from './MenuCount';
import { useVisibleMenuGroups } from './useMenuAccess';

/** A menu group's title; hidden when the menu is folded to icons. Not an item of the menu, so no list item either. */
function MenuSection({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return open ? (
    <ListSubheader role="none" sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1, color: 'text.secondary' }}>{translate(titleKey)}</ListSubheader>
  ) : null;
}

/** The side menu of docs/product.md#side-menu: its groups, each item with its count; an item shows only to those allowed to open it. */
export function AppMenu() {
  const translate = useTranslate();
  const groups = useVisibleMenuGroups();
  return (
    <Menu>
      {/* MUI's menu list wants its items as direct children: no fragments. */}
      {groups.flatMap((group) => [
        group.titleKey && <MenuSection key={group.titleKey} titleKey={group.titleKey} />,
        ...group.pages.map(({ to, labelKey, icon: Icon, count }) => (
          <Menu.Item key={to} to={to} primaryText={labelKey} leftIcon={<Icon />}>
            <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
              <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {translate(labelKey)}
              </Box>
              <MenuCount name={count} />
            </Box>
          </Menu.Item>
        )),
      ])}
    </Menu>
  );
}
