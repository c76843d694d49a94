import { useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { customerFullName } from '../../domain/customer';
import { shortId } from '../../domain/ids';
import type { AppDataProvider, CustomerSummaryRecord } from '../dataProvider';
import { useNotifyFailure } from '../http';
import { CustomerAvatar } from '../resources/customers/CustomerAvatar';
import customers from '../resources/customers';
import { customerStatusLook } from '../resources/customers/customerFields';
import { projectTitle } from '../resources/projects/projectTitle';
import { resourcePaths } from '../resources/resourcePaths';
import { SearchField } from '../resources/SearchField';
import { StatusChip } from '../resources/StatusChip';
import { usePageTitle } from '../root/usePageTitle';
import { useDebouncedValue } from './useDebouncedValue';

const typingPauseMs = 300;

function SearchResult({ customer }: { customer: CustomerSummaryRecord }) {
  const contact = [customer.phone, customer.email, customer.location].filter(Boolean).join(' · ');
  return (
    // A list holds list items: the link goes inside one (axe's `list` rule).
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={customers.paths.showPath(customer.id)}>
        <ListItemAvatar>
          <CustomerAvatar record={customer} size={40} />
        </ListItemAvatar>
        <ListItemText primary={`${customerFullName(customer)} · ${shortId(customer.id)}`} secondary={contact} />
        <StatusChip value={customer.status} look={customerStatusLook} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The projects whose customer, description, address or location hold the term (docs/pm.md#finding-a-project), for
 * those who may read projects: the newest, and when more match, a link to all of them in the project list.
 */
function ProjectResults({ term }: { term: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'projects', action: 'list' });
  const { data: found } = useQuery({
    queryKey: ['projects', 'search', term],
    queryFn: () => dataProvider.searchProjects(term),
    enabled: Boolean(canAccess) && term !== '',
    placeholderData: keepPreviousData,
  });
  if (!canAccess || !found?.projects.length) return null;
  const { projects, more } = found;
  const listed = `${resourcePaths.projects.list}?${new URLSearchParams({ filter: JSON.stringify({ q: term }) })}`;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(more ? 'app.quick_search.projects_more' : 'app.quick_search.projects', { smart_count: projects.length })}
      </Typography>
      <Card>
        <List disablePadding>
          {projects.map((project) => (
            <ListItem key={project.id} disablePadding divider>
              <ListItemButton component={Link} to={resourcePaths.projects.showPath(project.id)}>
                <ListItemText primary={projectTitle(project, translate)} secondary={[project.raw_address, project.description].filter(Boolean).join(' · ')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
      {more && (
        <Typography sx={{ mt: 1 }}>
          <Link to={listed}>{translate('app.quick_search.all_projects')}</Link>
        </Typography>
      )}
    </>
  );
}

/** /crm/quick-search: customers matching what is typed, as it is typed, and their projects; `?term=` holds the search. */
export function QuickSearch() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const addressTerm = searchParams.get('term') ?? '';
  // What is typed is held here and the address follows it: an input that waited for the address to change lost
  // the letters typed meanwhile. A term brought from elsewhere (the top bar's search, going back) replaces it;
  // the page's own writes replace the address entry, so they are told apart by that.
  const [typed, setTyped] = useState(addressTerm);
  useEffect(() => {
    if (navigationType !== 'REPLACE') setTyped(addressTerm);
  }, [addressTerm, navigationType]);
  const term = useDebouncedValue(typed.trim(), typingPauseMs);
  usePageTitle('app.page.quick_search');

  const { data: found, isFetching, error } = useQuery({
    queryKey: ['customers', 'search', term],
    queryFn: () => dataProvider.searchCustomers(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
  const results = found?.customers;
  const more = found?.more ?? false;

  return (
    <>
      <Title title="app.page.quick_search" />
      <SearchField
        label={translate('app.quick_search.label')}
        helperText={translate('app.quick_search.helper')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setSearchParams(event.target.value ? { term: event.target.value } : {}, { replace: true });
        }}
        autoFocus
        fullWidth
        sx={{ mt: 2, mb: 2 }}
      />
      {isFetching && <LinearProgress />}
      {term === '' ? (
        <Typography color="text.secondary">{translate('app.quick_search.start')}</Typography>
      ) : results?.length === 0 ? (
        <Typography color="text.secondary">{translate('app.quick_search.no_results', { term })}</Typography>
      ) : (
        results && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(more ? 'app.quick_search.more' : 'app.quick_search.results', { smart_count: results.length })}
            </Typography>
            <Card>
              <List disablePadding>
                {results.map((customer) => (
                  <SearchResult key={customer.id} customer={customer} />
                ))}
              </List>
            </Card>
          </>
        )
      )}
      <ProjectResults term={term} />
    </>
  );
}
