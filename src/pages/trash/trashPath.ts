/** The Trash screen (docs/product.md#deleting-and-restoring), admins'. */
export const trashPath = '/system/trash';
