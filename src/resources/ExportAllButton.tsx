import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import CircularProgress from '@mui/material/CircularProgress';
import { Button, useDataProvider, useListContext, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { saveFile, useNotifyFailure } from '../http';

/**
 * Exports every record the list's filters, search and sort select, not only the page on screen: the server writes
 * the file as it reads the records (`POST <apiPath>/export.csv`, docs/decisions.md#csv-export), and the browser
 * saves it under the server's name.
 */
export function ExportAllButton() {
  const { filter, filterValues, resource, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [locale] = useLocaleState();
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      saveFile(await dataProvider.exportList(resource, { sort, filter: { ...filterValues, ...filter } }, locale));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportAll} disabled={total === 0 || exporting}>
      {exporting ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
