import { useState, type ComponentType, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import PostAddIcon from '@mui/icons-material/PostAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import type { Area } from '../../domain/access';
import { openCreate, openOverlay } from '../overlays/overlayStore';
import { useMenuAccess } from './useMenuAccess';

interface Creation {
  labelKey: string;
  opens: () => void;
  icon: ComponentType;
  /** Shown to those who may write in this area. */
  area: Area;
}

// What the top bar offers to create; any resource's overlay opens from anywhere with openCreate, listed here or not.
const creations: Creation[] = [
  { labelKey: 'app.top_bar.new_customer', opens: () => openCreate('customers'), icon: PersonAddIcon, area: 'crm' },
  { labelKey: 'app.top_bar.new_project', opens: () => openCreate('projects'), icon: CreateNewFolderIcon, area: 'pm' },
  { labelKey: 'app.top_bar.quick_project', opens: () => openOverlay('createProject'), icon: PostAddIcon, area: 'pm' },
  { labelKey: 'resources.staffs.action.create', opens: () => openCreate('staffs'), icon: BadgeIcon, area: 'system' },
  { labelKey: 'app.campaigns.new_campaign', opens: () => openCreate('campaigns'), icon: CampaignIcon, area: 'marketing' },
];

/** The top bar's "create" menu: each entry opens its global overlay (docs/product.md#overlays). */
export function CreateMenu() {
  const translate = useTranslate();
  const canSee = useMenuAccess();
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allowed = creations.filter(({ area }) => canSee(area, 'write'));
  if (allowed.length === 0) return null;
  const label = translate('app.top_bar.create');
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {isWide ? (
        <Button variant="contained" size="small" startIcon={<AddIcon />} aria-haspopup="menu" onClick={open} sx={{ mx: 1, whiteSpace: 'nowrap', flexShrink: 0 }}>
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={open}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {allowed.map(({ labelKey, opens, icon: Icon }) => (
          <MenuItem
            key={labelKey}
            onClick={() => {
              setAnchor(null);
              opens();
            }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText>{translate(labelKey)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
