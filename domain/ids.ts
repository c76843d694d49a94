/** The short id staff read out on the phone: the last 5 characters of `_id`, uppercased. */
export const shortId = (id: string | null | undefined): string => (id ? id.slice(-5).toUpperCase() : '');
