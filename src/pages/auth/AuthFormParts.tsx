import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLink } from './AuthLink';

/** The submit button that ends the sign-in and sign-up forms. */
export function AuthSubmitButton({ labelKey, disabled }: { labelKey: string; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} sx={{ mt: 3 }}>
      {translate(labelKey)}
    </Button>
  );
}

/** Below a form, the way to its twin: "Don't have an account? Sign up" and back. */
export function AuthAlternative({ questionKey, linkKey, to }: { questionKey: string; linkKey: string; to: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {translate(questionKey)} <AuthLink to={to}>{translate(linkKey)}</AuthLink>
    </Typography>
  );
}
