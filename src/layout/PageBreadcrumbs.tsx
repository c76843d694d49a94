import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pageTrail } from './pageTrail';
import { useTrailTexts } from './useTrailTexts';

/** Area › screen › record, from the route (docs/product.md#layout); the screen and the record link back to their pages. */
export function PageBreadcrumbs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { crumbs } = pageTrail(pathname);
  const texts = useTrailTexts(crumbs);
  if (crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mt: 1.5, mb: 0.5, fontSize: 14 }}>
      {crumbs.map(({ to }, index) =>
        to && index < lastIndex ? (
          <Link key={index} component={RouterLink} to={to} underline="hover" color="inherit">
            {texts[index]}
          </Link>
        ) : (
          <Typography key={index} fontSize="inherit" color={index === lastIndex ? 'text.primary' : 'inherit'} aria-current={index === lastIndex ? 'page' : undefined}>
            {texts[index]}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
