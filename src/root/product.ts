/** The product's name: the prefix of every page title (docs/product.md#users-and-areas), a brand name and so never translated. */
export const productName = 'SMS Dashboard';
