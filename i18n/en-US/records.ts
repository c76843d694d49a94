/** Parts every record screen shares: address search and history. */
const records = {
  app: {
    pages: {
      jump: 'Go to page',
      out_of_range: 'A page from 1 to %{last}',
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
      the_customer: 'The customer',
      quote_sent: '%{name} e-mailed quote %{quote} to the customer',
      quote_sms: {
        sent: 'An SMS with its link went too',
        not_configured: 'No SMS went: SMS is not configured on this server',
        no_sender: 'No SMS went: Settings has no SMS sender',
        failed: 'The SMS failed: %{error}',
      },
      quote_accepted: 'The customer accepted quote %{quote} on its page for %{total}; contract %{contract} was created',
      quote_declined: 'The customer declined quote %{quote} on its page',
      quote_expired: 'Quote %{quote} expired: it was valid until %{day}',
    },
  },
};

export default records;
