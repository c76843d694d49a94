import Rating from '@mui/material/Rating';
import { useRecordContext, useTranslate } from 'react-admin';
import { contractorRating } from '../../../domain/contractor';
import type { ContractorRecord } from './contractorFields';

/** The contractor's rating as stars, read out as "4 of 5"; nothing when unrated. */
export function ContractorRating() {
  const contractor = useRecordContext<ContractorRecord>();
  const translate = useTranslate();
  if (contractor?.rating == null) return null;
  return (
    <Rating
      value={contractor.rating}
      max={contractorRating.max}
      readOnly
      size="small"
      aria-label={translate('resources.contractors.rating_of', { rating: contractor.rating, max: contractorRating.max })}
    />
  );
}
