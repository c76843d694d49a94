import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { FilterList, FilterListItem, SavedQueriesList, useResourceContext } from 'react-admin';
import { enumLabelKey, enumValues, type EnumName } from './enumLabels';

/**
 * A list's filters beside it (docs/product.md#lists): one click per value, saved queries on top. Not drawn on small
 * screens, where there is no room beside the list (hidden there, its dozens of items cost a phone's page its time).
 */
export function FilterSidebar({ children }: { children: ReactNode }) {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  if (!wide) return null;
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 240, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <SavedQueriesList />
        {children}
      </CardContent>
    </Card>
  );
}

/** One item per value of an enumeration (or of `values`, some of them), labelled by the resource's field `source`. */
export function EnumFilter({ source, enumName, values = enumValues(enumName), icon }: { source: string; enumName: EnumName; values?: readonly string[]; icon: ReactNode }) {
  const resource = useResourceContext();
  return (
    <FilterList label={`resources.${resource}.fields.${source}`} icon={icon}>
      {values.map((value) => (
        <FilterListItem key={value} label={enumLabelKey(enumName, value)} value={{ [source]: value }} />
      ))}
    </FilterList>
  );
}

/** Yes and no of a boolean field. */
export function BooleanFilter({ source }: { source: string }) {
  const resource = useResourceContext();
  return (
    <FilterList label={`resources.${resource}.fields.${source}`} icon={<CheckCircleOutlineIcon />}>
      <FilterListItem label="ra.boolean.true" value={{ [source]: true }} />
      <FilterListItem label="ra.boolean.false" value={{ [source]: false }} />
    </FilterList>
  );
}
