import { useGetOne, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { shortId } from '../../domain/ids';
import { resources } from '../../domain/resources';
import { pageTrail, type Crumb, type RecordRef } from './pageTrail';

/** A record's name once loaded (its page loads it too: the same query), its short id until then. */
function useRecordName(record: RecordRef | undefined): string {
  const resource = record?.resource ?? '';
  const { data } = useGetOne(resource, { id: record?.id }, { enabled: resource in resources });
  const name = useGetRecordRepresentation(resource)(data ?? {});
  return data && typeof name === 'string' ? name : shortId(record?.id);
}

/** The text of each step of a trail; a trail names one record at most. */
export function useTrailTexts(crumbs: Crumb[]): string[] {
  const translate = useTranslate();
  const recordCrumb = crumbs.find((crumb) => 'record' in crumb);
  const recordName = useRecordName(recordCrumb && 'record' in recordCrumb ? recordCrumb.record : undefined);
  return crumbs.map((crumb) => ('record' in crumb ? recordName : translate(crumb.labelKey)));
}

/** A page's name without its area ('Customers › Mei Chen'), or its path when the app does not know it. */
export function usePageName(path: string): string {
  const { crumbs } = pageTrail(path);
  const texts = useTrailTexts(crumbs);
  const named = texts.filter((_, index) => !crumbs[index].isArea);
  return named.length > 0 ? named.join(' › ') : path;
}
