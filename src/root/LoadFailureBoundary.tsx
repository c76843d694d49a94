import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Translate } from 'ra-core';

interface LoadFailureBoundaryState {
  failed: boolean;
}

/**
 * Catches a part of the app that failed to load (docs/product.md#error-catalogue), typically after a new
 * release replaced the files an open tab asks for: offers a reload instead of a blank page.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, LoadFailureBoundaryState> {
  override state: LoadFailureBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadFailureBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the application failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 2 }} role="alert">
        <Typography>
          <Translate i18nKey="app.errors.load_failed" />
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Translate i18nKey="app.action.reload" />
        </Button>
      </Stack>
    );
  }
}
