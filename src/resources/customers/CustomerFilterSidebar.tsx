import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import type { ReactNode } from 'react';
import { FilterList, FilterListItem, SavedQueriesList } from 'react-admin';
import { enumLabelKey, enumValues, type EnumName } from '../enumLabels';
import { customerEnumFields } from './customerFields';

function EnumFilter({ source, enumName, icon }: { source: string; enumName: EnumName; icon: ReactNode }) {
  return (
    <FilterList label={`resources.customers.fields.${source}`} icon={icon}>
      {enumValues(enumName).map((value) => (
        <FilterListItem key={value} label={enumLabelKey(enumName, value)} value={{ [source]: value }} />
      ))}
    </FilterList>
  );
}

/** The customer list's filters (SPEC §3): one click per value, saved queries on top. Hidden on small screens. */
export function CustomerFilterSidebar() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 240, flexShrink: 0, alignSelf: 'flex-start', display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <SavedQueriesList />
        <EnumFilter source="status" enumName={customerEnumFields.status} icon={<FlagOutlinedIcon />} />
        <FilterList label="resources.customers.fields.active" icon={<CheckCircleOutlineIcon />}>
          <FilterListItem label="ra.boolean.true" value={{ active: true }} />
          <FilterListItem label="ra.boolean.false" value={{ active: false }} />
        </FilterList>
        <EnumFilter source="gender" enumName={customerEnumFields.gender} icon={<PersonOutlineIcon />} />
        <EnumFilter source="locale" enumName={customerEnumFields.locale} icon={<TranslateIcon />} />
        <EnumFilter source="source" enumName={customerEnumFields.source} icon={<StorefrontOutlinedIcon />} />
      </CardContent>
    </Card>
  );
}
