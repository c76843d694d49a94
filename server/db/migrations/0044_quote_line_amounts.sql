-- Quote answers now carry each line as stored (docs/quotes.md): every write stores the line's amount, computed by
-- quoteTotals (domain/quote.ts), and its unit or null. Lines written before then get them here once, the amount
-- rounded as quoteTotals rounds it: quantity (at most three decimals) × unit price in cents, half up to the cent.
UPDATE "quotes" SET "lines" = (
  SELECT jsonb_agg(
           jsonb_build_object('unit', null) || "line"
             || jsonb_build_object('amount_cents', round(("line" ->> 'quantity')::numeric * ("line" ->> 'unit_price_cents')::numeric)::bigint)
           ORDER BY "position")
  FROM jsonb_array_elements("quotes"."lines") WITH ORDINALITY AS "stored" ("line", "position")
) WHERE jsonb_array_length("lines") > 0;
