/** The name an account is shown by (a staff member, a registered user): the server's `accountShownName` rule. */
export const accountName = (account: { display_name: string | null; name: string | null; username: string }) => account.display_name || account.name || account.username;
