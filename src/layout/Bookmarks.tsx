import { useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { pageTrail } from './pageTrail';
import { useBookmarks } from './useBookmarks';
import { usePageName } from './useTrailTexts';

/** A bookmark as a top bar button: the page's icon, its name on hover. */
function BookmarkLink({ path }: { path: string }) {
  const name = usePageName(path);
  const { icon: Icon } = pageTrail(path);
  return (
    <Tooltip title={name}>
      <IconButton component={Link} to={path} color="inherit" aria-label={name}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}

/** A bookmark in the bookmarks menu: opens its page, or leaves the bookmarks. */
function BookmarkMenuItem({ path, onOpen, onRemove }: { path: string; onOpen: () => void; onRemove: () => void }) {
  const translate = useTranslate();
  const name = usePageName(path);
  const { icon: Icon } = pageTrail(path);
  return (
    <MenuItem component={Link} to={path} onClick={onOpen}>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText>{name}</ListItemText>
      <IconButton
        size="small"
        edge="end"
        aria-label={translate('app.bookmarks.remove', { page: name })}
        onClick={(event) => {
          // The item around the button is a link to the page.
          event.preventDefault();
          event.stopPropagation();
          onRemove();
        }}
        sx={{ ml: 1 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </MenuItem>
  );
}

/**
 * The bookmarked pages of the top bar (docs/product.md#layout, at most three): each opens its page; the menu adds the
 * page on screen, lists the bookmarks and removes them. On a phone only the menu shows.
 */
export function Bookmarks() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { bookmarks, add, remove } = useBookmarks();
  const showLinks = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const isBookmarked = bookmarks.includes(pathname);
  return (
    <>
      {showLinks && bookmarks.map((path) => <BookmarkLink key={path} path={path} />)}
      <Tooltip title={translate('app.bookmarks.title')}>
        <IconButton color="inherit" aria-label={translate('app.bookmarks.title')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <BookmarksIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': translate('app.bookmarks.title') } }}>
        <MenuItem
          onClick={() => {
            if (isBookmarked) remove(pathname);
            else add(pathname);
            close();
          }}
        >
          <ListItemIcon>{isBookmarked ? <StarIcon color="primary" /> : <StarBorderIcon />}</ListItemIcon>
          <ListItemText>{translate(isBookmarked ? 'app.bookmarks.remove_current' : 'app.bookmarks.add')}</ListItemText>
        </MenuItem>
        <Divider />
        {bookmarks.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{translate('app.bookmarks.none')}</ListItemText>
          </MenuItem>
        )}
        {bookmarks.map((path) => (
          <BookmarkMenuItem key={path} path={path} onOpen={close} onRemove={() => remove(path)} />
        ))}
      </Menu>
    </>
  );
}
