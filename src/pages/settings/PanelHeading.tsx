import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A settings panel's title and the line under it, both translation keys. */
export function PanelHeading({ titleKey, hintKey }: { titleKey: string; hintKey: string }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle1" component="h2" fontWeight={600}>
        {translate(titleKey)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(hintKey)}
      </Typography>
    </div>
  );
}
