import { useTranslate } from 'react-admin';
import { awaitingQuotesPath, useCentsFormat } from '../../resources/quotes/quoteFields';
import { useDashboardStatistics } from './dashboardApi';
import { StatisticCard } from './StatisticsCards';

/** The quotes awaiting the customer's answer and what they are worth (docs/quotes.md#counts-and-the-dashboard), leading to them. */
export function QuotesAwaiting() {
  const translate = useTranslate();
  const cents = useCentsFormat();
  const { data, isError } = useDashboardStatistics();
  const awaiting = data?.quotesAwaiting;
  return (
    <StatisticCard
      label={translate('app.dashboard.quotes_awaiting')}
      to={awaitingQuotesPath}
      value={isError ? '–' : awaiting?.count.toLocaleString()}
      detail={awaiting && translate('app.dashboard.quotes_awaiting_value', { value: cents(awaiting.total_cents) })}
    />
  );
}
