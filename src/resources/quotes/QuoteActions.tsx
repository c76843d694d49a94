import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { revisableQuoteStatuses, sendableQuoteStatuses } from '../../../domain/quote';
import type { AppDataProvider, QuoteRecord } from '../../dataProvider';
import { failureNotice, saveFile, useNotifyFailure } from '../../http';
import { useBusinessTime } from '../../support/businessTime';
import { HeaderAction } from '../RecordDetails';
import { resourcePaths } from '../resourcePaths';
import { quoteLabel } from './quoteFields';

// What can be done with one quote version wherever it is shown (its record page, its project's Quotes card): see its
// PDF, send it, revise it (docs/quotes.md#screens).

const isIn = (statuses: readonly string[], status: string) => statuses.includes(status);

/** A dialog that fills a phone's screen, with its title and description named for screen readers. */
function useDialogFrame() {
  return { fullScreen: useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm')), titleId: useId(), descriptionId: useId() };
}

/**
 * The quote's PDF, read with the account's token, shown in the page (a blob's address in a frame), with a button that
 * saves it and a link that opens it in a tab of its own (phone browsers show no PDF in a frame).
 */
function QuotePdfDialog({ quote, onClose }: { quote: QuoteRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { fullScreen, titleId } = useDialogFrame();
  // Read again when the quote changes; a PDF is not kept once the dialog closes.
  const { data: file, isError } = useQuery({
    queryKey: ['quotes', String(quote.id), 'pdf', quote.updated_at],
    queryFn: () => dataProvider.getQuotePdf(quote.id),
    gcTime: 0,
    retry: false,
  });
  const [address, setAddress] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file.blob);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const title = translate('resources.quotes.pdf.title', { quote: quoteLabel(quote) });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        {isError ? (
          <Alert severity="error">{translate('resources.quotes.pdf_failed')}</Alert>
        ) : address ? (
          <Box component="iframe" src={address} title={title} sx={{ border: 0, width: '100%', flex: 1, minHeight: fullScreen ? 0 : '70vh' }} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('resources.quotes.pdf.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<OpenInNewIcon />} href={address ?? ''} target="_blank" rel="noopener" disabled={!address}>
          {translate('resources.quotes.pdf.open')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => file && saveFile(file)} disabled={!file}>
          {translate('resources.quotes.pdf.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Send's confirmation: whom the e-mail goes to, and that an SMS goes where the customer consents. A refusal (a 409:
 * no e-mail address, the day passed) is shown in the dialog as the server wrote it; success reloads the page.
 */
function SendQuoteDialog({ quote, onClose }: { quote: QuoteRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { moment } = useBusinessTime();
  const { fullScreen, titleId, descriptionId } = useDialogFrame();
  const label = quoteLabel(quote);
  const send = useMutation({
    mutationFn: () => dataProvider.sendQuote(quote.id),
    onSuccess: () => {
      notify('resources.quotes.notifications.sent', { type: 'success', messageArgs: { quote: label, email: quote.customer_email } });
      onClose();
      refresh();
    },
  });
  const refusal = send.error ? failureNotice(send.error).message : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('resources.quotes.send.title', { quote: label })}</DialogTitle>
      <DialogContent>
        <Box id={descriptionId}>
          {quote.customer_email ? (
            <>
              <DialogContentText sx={{ mb: 1 }}>{translate('resources.quotes.send.email', { email: quote.customer_email })}</DialogContentText>
              <DialogContentText sx={{ mb: 1 }}>{translate('resources.quotes.send.sms')}</DialogContentText>
              {quote.sent_at && <DialogContentText>{translate('resources.quotes.send.again', { moment: moment(quote.sent_at) })}</DialogContentText>}
            </>
          ) : (
            <DialogContentText>{translate('resources.quotes.send.no_email')}</DialogContentText>
          )}
        </Box>
        {refusal && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" startIcon={<SendIcon />} disabled={!quote.customer_email || send.isPending} onClick={() => send.mutate()}>
          {translate('resources.quotes.action.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Makes the next version, a draft, and shows it. */
function ReviseAction({ quote, accessibleName }: { quote: QuoteRecord; accessibleName?: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  async function revise() {
    try {
      const revision = await dataProvider.reviseQuote(quote.id);
      notify('resources.quotes.notifications.revised', { type: 'success', messageArgs: { version: revision.version } });
      redirect(resourcePaths.quotes.showPath(revision.id));
    } catch (error) {
      notifyFailure(error);
    }
  }
  return <HeaderAction labelKey="resources.quotes.action.revise" icon={<ContentCopyIcon />} onClick={() => void revise()} accessibleName={accessibleName} />;
}

/**
 * The PDF preview, Send (a draft, sent or viewed quote) and Revise (a sent, viewed, declined or expired one) of a
 * quote version, the last two for those who may write in PM. `named` gives each button the quote's number in what a
 * screen reader says, where several quotes' buttons share a screen.
 */
export function QuoteActions({ quote, named = false }: { quote: QuoteRecord; named?: boolean }) {
  const translate = useTranslate();
  const { canAccess: mayWrite } = useCanAccess({ resource: 'quotes', action: 'edit' });
  const [dialog, setDialog] = useState<'pdf' | 'send'>();
  const nameOf = (labelKey: string) => (named ? `${translate(labelKey)} ${quoteLabel(quote)}` : undefined);
  const close = () => setDialog(undefined);
  return (
    <>
      <HeaderAction labelKey="resources.quotes.action.pdf" icon={<PictureAsPdfIcon />} onClick={() => setDialog('pdf')} accessibleName={nameOf('resources.quotes.action.pdf')} />
      {mayWrite && isIn(sendableQuoteStatuses, quote.status) && (
        <HeaderAction labelKey="resources.quotes.action.send" icon={<SendIcon />} onClick={() => setDialog('send')} accessibleName={nameOf('resources.quotes.action.send')} />
      )}
      {mayWrite && isIn(revisableQuoteStatuses, quote.status) && <ReviseAction quote={quote} accessibleName={nameOf('resources.quotes.action.revise')} />}
      {dialog === 'pdf' && <QuotePdfDialog quote={quote} onClose={close} />}
      {dialog === 'send' && <SendQuoteDialog quote={quote} onClose={close} />}
    </>
  );
}
