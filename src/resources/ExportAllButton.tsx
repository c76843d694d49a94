import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import CircularProgress from '@mui/material/CircularProgress';
import { Button, fetchRelatedRecords, useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { listLimits } from '../../domain/listQuery';
import { useNotifyFailure } from '../http';

const pageSize = listLimits.maxPageSize;

/**
 * Exports every record the list's filters, search and sort select, not only the page on screen: the API answers
 * at most 1 000 records a request and a list can hold 100 000, so it reads them page after page, showing how far
 * it has come, and hands them to the list's exporter.
 */
export function ExportAllButton() {
  const { filter, filterValues, resource, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const [progress, setProgress] = useState<number | null>(null);

  const exportAll = async () => {
    if (!exporter) return;
    setProgress(0);
    try {
      // Keyed by id: a record created while the export reads shifts the pages by one, and would come twice.
      const records = new Map<RaRecord['id'], RaRecord>();
      for (let page = 1; ; page++) {
        const answer = await dataProvider.getList(resource, { sort, filter: { ...filterValues, ...filter }, pagination: { page, perPage: pageSize } });
        for (const record of answer.data) records.set(record.id, record);
        setProgress(Math.min(99, Math.floor((records.size / Math.max(answer.total ?? 0, 1)) * 100)));
        // Only a short page ends it: past 1 000 matches a filtered total is the planner's estimate, and may be low.
        if (answer.data.length < pageSize) break;
      }
      await exporter([...records.values()], fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  return (
    <Button
      label={exporting ? translate('app.export.progress', { percent: progress }) : 'ra.action.export'}
      onClick={exportAll}
      disabled={total === 0 || exporting}
    >
      {exporting ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
}
