import { useId, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import MuiLink from '@mui/material/Link';
import { FunctionField, Labeled, ShowBase, TextField, Title, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { LocaleDateField } from './LocaleDateField';
import { Link } from 'react-router-dom';
import { useNotifyFailure } from '../http';
import { DeleteAction } from './DeleteActions';

export interface RecordHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** A picture before the title (a customer's avatar). */
  avatar?: ReactNode;
  status?: ReactNode;
  actions: ReactNode;
}

/** The card on top of a record's page: its title, a line under it, its status and what can be done with it. */
export function RecordHeader({ title, subtitle, avatar, status, actions }: RecordHeaderProps) {
  return (
    <Card sx={{ mt: 2, mb: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          {avatar}
          {/* The title keeps a readable width beside many actions, which wrap instead (a draft campaign has six). */}
          <Box sx={{ flex: { md: '1 0 14rem' }, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {status && <Box>{status}</Box>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export type HeaderActionProps = {
  labelKey: string;
  icon: ReactElement;
  /** What a screen reader says, beginning with the label, where several records' buttons share a screen ("Send Q-2030-0001 v1"). */
  accessibleName?: string;
} & ({ to: string } | { onClick: () => void });

/** A button of a record's header, labelled on phones too, where an icon alone would not say what it does. */
export function HeaderAction({ labelKey, icon, accessibleName, ...action }: HeaderActionProps) {
  const translate = useTranslate();
  const label = translate(labelKey);
  return 'to' in action ? (
    <Button size="small" startIcon={icon} component={Link} to={action.to} aria-label={accessibleName}>
      {label}
    </Button>
  ) : (
    <Button size="small" startIcon={icon} onClick={action.onClick} aria-label={accessibleName}>
      {label}
    </Button>
  );
}

/** The header's link to the record's edit page, and its Delete when the record may be deleted. */
export const EditAction = ({ to }: { to: string }) => (
  <>
    <HeaderAction labelKey="ra.action.edit" icon={<EditIcon />} to={to} />
    <DeleteAction />
  </>
);

/** A card of labelled fields. */
export const DetailsCard = ({ children }: { children: ReactNode }) => (
  <Card>
    <CardContent>
      <Grid container spacing={1}>
        {children}
      </Grid>
    </CardContent>
  </Card>
);

/** A card of a record's page under a heading of its own, a region screen readers name by that heading. */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A titled group of cells in a DetailsCard (a customer's contacts, address…). */
export function DetailsSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid component="section" size={12} sx={{ mb: 1 }}>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Grid container spacing={1}>
        {children}
      </Grid>
    </Grid>
  );
}

/**
 * A labelled field in a DetailsCard; the label comes from the child's source (or its `label`). A long value (an
 * e-mail address on a phone) breaks inside its column rather than running over the next one.
 */
export const DetailCell = ({ children, wide = false }: { children: ReactElement; wide?: boolean }) => (
  <Grid size={wide ? 12 : { xs: 6, lg: 4 }} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    <Labeled>{children}</Labeled>
  </Grid>
);

/** A labelled text field in a DetailsCard. */
export const TextCell = ({ source }: { source: string }) => (
  <DetailCell>
    <TextField source={source} />
  </DetailCell>
);

/** Where a phone number dials: its digits, `tel:` (docs/client.md#phones-at-a-job-site). */
export const telephoneLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Where an address opens: the maps app of a phone, Google Maps in a browser. */
export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A labelled value that opens elsewhere: a phone number to dial, an address to find. */
export const LinkCell = ({ source, href }: { source: string; href: (value: string) => string }) => (
  <DetailCell>
    <FunctionField
      source={source}
      render={(record: RaRecord) => {
        const value = record[source];
        return typeof value === 'string' && value ? (
          <MuiLink href={href(value)} target={href(value).startsWith('http') ? '_blank' : undefined} rel="noreferrer">
            {value}
          </MuiLink>
        ) : null;
      }}
    />
  </DetailCell>
);

/** A text of several lines (a description, a note) across the card. */
export const LongTextCell = ({ source }: { source: string }) => (
  <DetailCell wide>
    <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />
  </DetailCell>
);

/** Who created the record, when, and when it was last saved: the last cells of every record's card. */
export const RecordStampCells = () => (
  <>
    <DetailCell>
      <TextField source="creator_name" />
    </DetailCell>
    <DetailCell>
      <LocaleDateField source="created_at" showTime />
    </DetailCell>
    <DetailCell>
      <LocaleDateField source="updated_at" showTime />
    </DetailCell>
  </>
);

/** Loads the record of the page's `:id`; one that cannot be read (gone, or not permitted) is told, and the list shows. */
export function RecordShow<RecordType extends RaRecord>({ listPath, children }: { listPath: string; children: ReactNode }) {
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <ShowBase<RecordType>
      queryOptions={{
        onError: (error) => {
          notifyFailure(error);
          redirect(listPath);
        },
      }}
    >
      {children}
    </ShowBase>
  );
}
