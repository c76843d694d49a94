import Avatar from '@mui/material/Avatar';
import { useRecordContext } from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import { chineseCharacter } from '../../../domain/text';
import type { CustomerRecord } from '../../dataProvider';

/** A Chinese name's surname (王), or the first letters of any other name's given name and surname (ET). */
function initials({ name, last_name }: Pick<CustomerRecord, 'name' | 'last_name'>) {
  const fullName = customerFullName({ name, last_name });
  if (chineseCharacter.test(fullName)) return Array.from(fullName)[0];
  return [name, last_name]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** The customer's picture, or their initials when there is none (white on a grey dark enough to read them). */
export function CustomerAvatar({ record: given, size = 32 }: { record?: Pick<CustomerRecord, 'avatar' | 'name' | 'last_name'>; size?: number }) {
  const fromContext = useRecordContext<CustomerRecord>();
  const record = given ?? fromContext;
  if (!record) return null;
  return (
    <Avatar src={record.avatar ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'grey.700' }}>
      {initials(record)}
    </Avatar>
  );
}
