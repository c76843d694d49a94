import type { ReactNode } from 'react';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { FilterList, FilterListItem } from 'react-admin';
import { consentListFilters } from '../../../domain/consent';
import { BooleanFilter, EnumFilter, FilterSidebar } from '../FilterSidebar';
import { customerEnumFields } from './customerFields';

/** A channel's consent (docs/consent.md): express, implied now, implied ending within 30 days, and so on. */
function ConsentFilter({ source, icon }: { source: 'email_consent' | 'sms_consent'; icon: ReactNode }) {
  return (
    <FilterList label={`resources.customers.fields.${source}`} icon={icon}>
      {consentListFilters.map((value) => (
        <FilterListItem key={value} label={`resources.customers.consent.filters.${value}`} value={{ [source]: value }} />
      ))}
    </FilterList>
  );
}

/** The customer list's filters (docs/product.md#customers). */
export function CustomerFilterSidebar() {
  return (
    <FilterSidebar>
      <EnumFilter source="status" enumName={customerEnumFields.status} icon={<FlagOutlinedIcon />} />
      <BooleanFilter source="active" />
      <EnumFilter source="gender" enumName={customerEnumFields.gender} icon={<PersonOutlineIcon />} />
      <EnumFilter source="locale" enumName={customerEnumFields.locale} icon={<TranslateIcon />} />
      <EnumFilter source="source" enumName={customerEnumFields.source} icon={<StorefrontOutlinedIcon />} />
      <ConsentFilter source="email_consent" icon={<MarkEmailReadOutlinedIcon />} />
      <ConsentFilter source="sms_consent" icon={<SmsOutlinedIcon />} />
    </FilterSidebar>
  );
}
