/** Parts every record screen shares: address search and history. */
const records = {
  app: {
    export: {
      progress: 'Exporting… %{percent}%',
    },
    address: {
      search: 'Search an address',
      helper: 'Choosing a suggestion fills the address and the location',
    },
    history: {
      title: 'History',
      empty: 'Nothing has happened to this record yet.',
      note_label: 'Add a note',
      note_placeholder: 'What did you talk about? What comes next?',
      save_note: 'Save note',
      note_saved: 'Note saved',
      someone: 'Someone',
      created: '%{name} created this record',
      deleted: '%{name} moved this record to the trash',
      restored: '%{name} restored this record from the trash',
      imported: '%{name} imported this record from the file %{file}',
      wrote: '%{name} wrote a note',
      changed: '%{name} changed %{field} from %{from} to %{to}',
      set: '%{name} set %{field} to %{to}',
      cleared: '%{name} cleared %{field}',
      merged: '%{name} merged %{merged} into this record',
      consent: '%{name} recorded a marketing consent',
    },
  },
};

export default records;
