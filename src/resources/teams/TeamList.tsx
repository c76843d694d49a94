import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Button, DataTable, SimpleList, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { TeamRecord } from '../../dataProvider';
import { RecordList } from '../RecordList';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';
import TeamCreate from './TeamCreate';

const Column = DataTable.Col<TeamRecord>;

const teamFilters = [<TextInput key="name" source="name" alwaysOn />];

function TeamTable() {
  const listText = useListText();
  return (
    <DataTable<TeamRecord> rowClick={resourcePaths.teams.showPath} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="name" />
      <Column source="alias" />
      <Column source="leader_name" disableSort />
      <Column source="member_names" disableSort render={(team) => listText(team.member_names)} />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}

/** The New team dialog: a team is a name and a few people, so it is made over the list rather than on a page. */
function CreateTeamButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button label="resources.teams.action.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="create-team-title">
        <DialogTitle id="create-team-title">{translate('resources.teams.action.create')}</DialogTitle>
        {open && (
          <TeamCreate
            onCreated={() => {
              close();
              refresh();
            }}
            onCancel={close}
          />
        )}
      </Dialog>
    </>
  );
}

/** SPEC §2.1 /pm/teams: every team with its leader and members. */
export default function TeamList() {
  const listText = useListText();
  return (
    <RecordList
      filters={teamFilters}
      actions={
        <TopToolbar>
          <CreateTeamButton />
        </TopToolbar>
      }
      // The New team button stays on an empty list: the first team starts there.
      empty={false}
      exporter={false}
      table={<TeamTable />}
      phoneList={
        <SimpleList<TeamRecord>
          rowClick={resourcePaths.teams.showPath}
          primaryText={(team) => team.name}
          secondaryText={(team) => listText(team.member_names)}
        />
      }
    />
  );
}
