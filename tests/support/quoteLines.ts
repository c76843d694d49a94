/** A quote line in hours, as the API takes and answers it: the API tests and the screens' tests build quotes with it. */
export const quoteLine = (room: string, description: string, quantity: number, unit_price_cents: number, optional = false) => ({
  room,
  description,
  quantity,
  unit: 'h',
  unit_price_cents,
  optional,
});
