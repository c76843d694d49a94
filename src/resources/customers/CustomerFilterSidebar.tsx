import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { BooleanFilter, EnumFilter, FilterSidebar } from '../FilterSidebar';
import { customerEnumFields } from './customerFields';

/** The customer list's filters (docs/product.md#customers). */
export function CustomerFilterSidebar() {
  return (
    <FilterSidebar>
      <EnumFilter source="status" enumName={customerEnumFields.status} icon={<FlagOutlinedIcon />} />
      <BooleanFilter source="active" />
      <EnumFilter source="gender" enumName={customerEnumFields.gender} icon={<PersonOutlineIcon />} />
      <EnumFilter source="locale" enumName={customerEnumFields.locale} icon={<TranslateIcon />} />
      <EnumFilter source="source" enumName={customerEnumFields.source} icon={<StorefrontOutlinedIcon />} />
    </FilterSidebar>
  );
}
