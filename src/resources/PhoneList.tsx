import { memo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ListNoResults, SimpleListLoading, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

/** What each row of a phone list shows, from its record. */
export interface PhoneListRowParts<RecordType extends RaRecord> {
  /** The row's page; without it the row is not a link (its tertiary part may then hold a button). */
  rowPath?: (id: Identifier) => string;
  leftAvatar?: (record: RecordType) => ReactNode;
  primaryText: (record: RecordType) => ReactNode;
  secondaryText?: (record: RecordType) => ReactNode;
  /** Shown at the right of the first line, in a lighter shade. */
  tertiaryText?: (record: RecordType) => ReactNode;
}

const classes = { row: 'PhoneList-row', avatar: 'PhoneList-avatar', text: 'PhoneList-text', primary: 'PhoneList-primary', secondary: 'PhoneList-secondary', tertiary: 'PhoneList-tertiary' };

/**
 * One style for the whole list, its rows plain elements under it: MUI's list items, buttons and texts would each
 * compute and insert their styles for every row (docs/performance.md#drawing-a-page). It looks as react-admin's
 * SimpleList did: the same spacing and type.
 */
const Rows = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  [`& .${classes.row}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(1, 2),
    color: 'inherit',
    textDecoration: 'none',
  },
  [`& a.${classes.row}:hover`]: { backgroundColor: theme.palette.action.hover },
  [`& a.${classes.row}:focus-visible`]: { backgroundColor: theme.palette.action.focus, outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  [`& .${classes.avatar}`]: { flexShrink: 0 },
  [`& .${classes.text}`]: { flex: '1 1 auto', minWidth: 0, margin: '6px 0' },
  // The tertiary part at the first line's right end, or under it at the right when both do not fit.
  [`& .${classes.primary}`]: { ...theme.typography.body1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.spacing(1) },
  [`& .${classes.secondary}`]: { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
  // The secondary text's shade, which reads on the page's background (react-admin's 54 % opacity did not, 3.6:1).
  [`& .${classes.tertiary}`]: { marginLeft: 'auto', color: theme.palette.text.secondary },
}));

function PhoneListRowContent<RecordType extends RaRecord>({ record, leftAvatar, primaryText, secondaryText, tertiaryText }: PhoneListRowParts<RecordType> & { record: RecordType }) {
  const tertiary = tertiaryText?.(record);
  const secondary = secondaryText?.(record);
  return (
    <>
      {leftAvatar && <span className={classes.avatar}>{leftAvatar(record)}</span>}
      <span className={classes.text}>
        <span className={classes.primary}>
          <span>{primaryText(record)}</span>
          {tertiary ? <span className={classes.tertiary}>{tertiary}</span> : null}
        </span>
        {secondary ? <span className={classes.secondary}>{secondary}</span> : null}
      </span>
    </>
  );
}

/** A row drawn again only when its record or what it shows changes, not when later rows are added under it. */
const PhoneListRow = memo(function PhoneListRow<RecordType extends RaRecord>(props: PhoneListRowParts<RecordType> & { record: RecordType }) {
  const { rowPath, record } = props;
  return (
    <li>
      {rowPath ? (
        <Link className={classes.row} to={rowPath(record.id)}>
          <PhoneListRowContent {...props} />
        </Link>
      ) : (
        <div className={classes.row}>
          <PhoneListRowContent {...props} />
        </div>
      )}
    </li>
  );
}) as <RecordType extends RaRecord>(props: PhoneListRowParts<RecordType> & { record: RecordType }) => ReactNode;

/**
 * The list's records on a phone, where a table's later columns would be cut off: a line or two each, the first
 * line's right end for a status or an action; a placeholder while they load, "no results" when there are none.
 * When they could not be read, nothing: the list's failure is told in its notice, and "no results" would say the
 * records are gone.
 */
export function PhoneList<RecordType extends RaRecord>(parts: PhoneListRowParts<RecordType>) {
  const { data, isPending, error } = useListContext<RecordType>();
  if (isPending) return <SimpleListLoading hasLeftAvatarOrIcon={Boolean(parts.leftAvatar)} hasSecondaryText={Boolean(parts.secondaryText)} hasTertiaryText={Boolean(parts.tertiaryText)} />;
  if (!data?.length) return error ? null : <ListNoResults />;
  return (
    <Rows>
      {data.map((record) => (
        <PhoneListRow key={record.id} record={record} {...parts} />
      ))}
    </Rows>
  );
}
