import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { enumLabelKey, type EnumName } from './enumLabels';
import { useListText } from './listText';

export interface EnumFieldProps {
  source: string;
  enumName: EnumName;
}

/** A value of an enumeration (or a list of them) shown by its translated label. */
export function EnumField({ source, enumName }: EnumFieldProps) {
  const translate = useTranslate();
  const listText = useListText();
  const value: unknown = useFieldValue({ source });
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');
  return (
    <Typography component="span" variant="body2">
      {listText(values.map((item) => translate(enumLabelKey(enumName, item), { _: item })))}
    </Typography>
  );
}
