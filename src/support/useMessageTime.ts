import { useLocaleState } from 'react-admin';

/** A message's time as a chat shows it: the hour today, the date and hour before. */
export function useMessageTime() {
  const [locale] = useLocaleState();
  return (iso: string) => {
    const at = new Date(iso);
    const today = new Date().toDateString() === at.toDateString();
    return at.toLocaleString(locale, today ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  };
}
