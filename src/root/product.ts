/** The product's name: the prefix of every page title (SPEC §1), a brand name and so never translated. */
export const productName = 'SMS Dashboard';
