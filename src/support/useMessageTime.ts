import { zonedDay } from '../../domain/schedule';
import { useBusinessTime } from './businessTime';

/** A message's time as a chat shows it, on the business's clock: the hour today, the date and hour before. */
export function useMessageTime() {
  const { locale, timeZone } = useBusinessTime();
  return (iso: string) => {
    const at = new Date(iso);
    const today = zonedDay(new Date(), timeZone) === zonedDay(at, timeZone);
    return at.toLocaleString(locale, { timeZone, ...(today ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) });
  };
}
