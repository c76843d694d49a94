/** The page an unknown address lands on; its own module so that the admin app can name it without the auth pages. */
export const notFoundPath = '/auth/404';
