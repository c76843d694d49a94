import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { QuoteRecord } from '../../dataProvider';
import { lazyChunk } from '../../root/lazyChunk';
import type { CreatingResourceModule } from '../resourceModule';
import { resourcePaths } from '../resourcePaths';
import { quoteLabel } from './quoteFields';

/** /pm/quotes (docs/quotes.md): every version of every quote; a quote is created for its project on a page of its own. */
const quotes: CreatingResourceModule<QuoteRecord, 'quotes'> = {
  name: 'quotes',
  list: lazyChunk(() => import('./QuoteList')),
  show: lazyChunk(() => import('./QuoteShow')),
  edit: lazyChunk(() => import('./QuoteEdit')),
  create: lazyChunk(() => import('./QuoteCreate')),
  icon: RequestQuoteIcon,
  recordRepresentation: quoteLabel,
  paths: resourcePaths.quotes,
};

export default quotes;
