import type pg from 'pg';

/**
 * The data section of a backup of the embedded database, as the statements its worker runs to write it a page at a
 * time (docs/server.md#backups). pg_dump's own reads the whole dump into one string, which a large database does not
 * fit in.
 */
export interface DataSection {
  /** Opens the transaction the rows are read in, with the session settings pg_dump reads them with. */
  begin: string;
  /** pg_dump's entries in its order: each table's rows, then each sequence's value. */
  entries: (TableData | SequenceValue)[];
  rowsPerFetch: number;
  pageBytes: number;
}

export interface TableData {
  /** pg_dump's comment before the rows. */
  heading: string;
  /**
   * The rows in the order one scan reads them, as pg_dump's cursor does: each one's place (ctid), about how many
   * bytes its INSERT takes, and the INSERT itself when that is at most `smallRowBytes`.
   */
  rows: string;
  /** The INSERTs of the rows at the places `$1` (tid[]), in their order. */
  inserts: string;
}

export interface SequenceValue {
  heading: string;
  /** Answers the `setval` that gives the sequence its value back. */
  setval: string;
}

/** Rows a table's cursor reads at a time; those of at most `smallRowBytes` come with their INSERT: 4 MB at most. */
const rowsPerFetch = 1000;
const smallRowBytes = 4096;
/** Larger rows are read again by place, in pages of about this many bytes (a larger row alone). */
const pageBytes = 4 * 1024 * 1024;

/**
 * About the bytes a value's text takes, read without fetching it (from the TOAST pointer of a large one): bytea
 * doubles in hex, text is its length, the rest its stored size.
 */
const sizeKinds = {
  bytes: (column: string) => `2 * octet_length(${column})::float8`,
  text: (column: string) => `octet_length(${column})::float8`,
  other: (column: string) => `pg_column_size(${column})::float8`,
};

/** Text of our own (patterns, names the catalog quoted) as an SQL literal; the session has standard_conforming_strings. */
const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A dumped table as the catalog describes it, its names quoted as identifiers; `insertInto` starts its statements. */
interface Table {
  table: string;
  heading: string;
  insertInto: string;
  columns: { name: string; generated: boolean; size: keyof typeof sizeKinds }[];
}

/**
 * Reads the catalog of the dumped schemas (every one but PostgreSQL's own, as pg_dump) on `client` and answers the
 * statements that write their data section as pg_dump's plain SQL with `--inserts`.
 */
export async function readDataSection(client: pg.ClientBase): Promise<DataSection> {
  const dumped = `n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;
  const { rows: tables } = await client.query<Table>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS "table",
      format(E'--\\n-- Data for Name: %s; Type: TABLE DATA; Schema: %s; Owner: -\\n--\\n\\n', c.relname, n.nspname) AS heading,
      -- An identity column GENERATED ALWAYS takes a value only with OVERRIDING SYSTEM VALUE.
      format('INSERT INTO %I.%I %s', n.nspname, c.relname,
        CASE WHEN bool_or(a.attidentity = 'a') THEN 'OVERRIDING SYSTEM VALUE ' ELSE '' END) AS "insertInto",
      coalesce(json_agg(json_build_object(
        'name', quote_ident(a.attname),
        'generated', a.attgenerated <> '',
        'size', CASE
          WHEN a.atttypid = 'bytea'::regtype THEN 'bytes'
          WHEN a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype) THEN 'text'
          ELSE 'other' END
      ) ORDER BY a.attnum) FILTER (WHERE a.attnum IS NOT NULL), '[]') AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relkind = 'r' AND ${dumped}
    GROUP BY c.oid, n.nspname, c.relname
    ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`);
  const { rows: sequences } = await client.query<{ sequence: string; heading: string }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS sequence,
      format(E'--\\n-- Name: %s; Type: SEQUENCE SET; Schema: %s; Owner: -\\n--\\n\\n', c.relname, n.nspname) AS heading
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND ${dumped}
    ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`);

  return {
    // pg_dump's settings for reading data (setup_connection), and a time zone so that instants read alike everywhere.
    begin: `BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY;
      SET LOCAL DateStyle = ISO; SET LOCAL IntervalStyle = postgres; SET LOCAL extra_float_digits = 3;
      SET LOCAL TimeZone = 'UTC'; SET LOCAL standard_conforming_strings = on; SET LOCAL bytea_output = hex;
      SET LOCAL synchronize_seqscans = off`,
    entries: [
      ...tables.map((table) => ({ heading: table.heading, ...tableData(table) })),
      ...sequences.map(({ sequence, heading }) => ({
        heading,
        setval: `SELECT format('SELECT pg_catalog.setval(%L, %s, %s);', ${sqlLiteral(sequence)}, last_value, is_called::text) FROM ${sequence}`,
      })),
    ],
    rowsPerFetch,
    pageBytes,
  };
}

/** format() takes 100 arguments at most: its pattern and 99 values. */
const valuesPerFormat = 99;

function tableData({ table, insertInto, columns }: Table): Pick<TableData, 'rows' | 'inserts'> {
  const stored = columns.filter((column) => !column.generated);
  const bytes = stored.map((column) => `coalesce(${sizeKinds[column.size](column.name)}, 0)`).join(' + ') || '0';
  // The database writes each value's literal (%L, NULL unquoted); a generated column is DEFAULT, as pg_dump writes it.
  const values: string[] = [];
  for (let at = 0; at < columns.length; at += valuesPerFormat) {
    const some = columns.slice(at, at + valuesPerFormat);
    const pattern = sqlLiteral(some.map((column) => (column.generated ? 'DEFAULT' : '%L')).join(', '));
    const given = some.filter((column) => !column.generated).map((column) => column.name);
    values.push(given.length > 0 ? `format(${pattern}, ${given.join(', ')})` : pattern);
  }
  const insert = values.length > 0
    ? `${sqlLiteral(`${insertInto}VALUES (`)} || ${values.join(` || ', ' || `)} || ');'`
    : sqlLiteral(`${insertInto}DEFAULT VALUES;`);
  return {
    rows: `SELECT ctid, ${bytes}, CASE WHEN ${bytes} <= ${smallRowBytes} THEN ${insert} END FROM ONLY ${table}`,
    inserts: `SELECT ${insert} FROM ONLY ${table} WHERE ctid = ANY($1::tid[])`,
  };
}
