import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * The quick jumper (docs/product.md#lists): a page number typed and Enter. Deep pages of a list in creation order are
 * found from the day counts, not by skipping every record before them (docs/performance.md#deep-pages).
 */
function PageJumper() {
  const translate = useTranslate();
  const { perPage, total, setPage } = useListContext();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastPage = Math.ceil((total ?? 0) / perPage);
  if (lastPage <= 1) return null;
  const jump = () => {
    const page = Number(typed);
    if (!/^\d+$/.test(typed.trim()) || page < 1 || page > lastPage) return setError(translate('app.pages.out_of_range', { last: lastPage }));
    setError(null);
    setTyped('');
    setPage(page);
  };
  return (
    <TextField
      size="small"
      label={translate('app.pages.jump')}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') jump();
      }}
      error={error !== null}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'numeric', size: 6 } }}
      sx={{ width: '9rem', my: 1, mx: 2 }}
    />
  );
}

/** A list's pagination: react-admin's, with the page sizes offered, and the quick jumper. */
export function ListPagination({ pageSizeOptions }: { pageSizeOptions: readonly number[] }) {
  return (
    <Stack direction="row" alignItems="flex-start" justifyContent="flex-end" flexWrap="wrap">
      <Pagination rowsPerPageOptions={[...pageSizeOptions]} />
      <PageJumper />
    </Stack>
  );
}
