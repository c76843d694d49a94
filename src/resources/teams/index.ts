import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamRecord } from '../../dataProvider';
import type { ResourceModule } from '../resourceModule';
import { teamRoutes } from './teamPaths';

const teams: ResourceModule<TeamRecord> = {
  name: 'teams',
  list: lazy(() => import('./TeamList')),
  show: lazy(() => import('./TeamShow')),
  edit: lazy(() => import('./TeamEdit')),
  create: lazy(() => import('./TeamCreate')),
  icon: GroupsIcon,
  recordRepresentation: (team) => team.name,
  paths: teamRoutes,
};

export default teams;
