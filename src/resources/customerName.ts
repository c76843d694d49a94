import type { TranslateFunction } from 'react-admin';
import { erasedCustomerName } from '../../domain/customerPrivacy';

/**
 * A customer's name as another record carries it (`customer_name`), an erased customer's in the reader's language:
 * the row keeps one English placeholder (docs/privacy.md).
 */
export const customerNameText = (name: string | null | undefined, translate: TranslateFunction) =>
  name === erasedCustomerName ? translate('resources.customers.privacy.erased_name') : name;
