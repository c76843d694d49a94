-- The reasons the server gives in a message's error are stored as codes the client translates (domain/campaignMessage.ts).
UPDATE "campaign_messages" SET "error" = CASE "error"
  WHEN 'no e-mail address' THEN 'no_email_address'
  WHEN 'no phone number' THEN 'no_phone_number'
  WHEN 'does not accept e-mail' THEN 'refuses_email'
  WHEN 'does not accept SMS' THEN 'refuses_sms'
  WHEN 'The server stopped while sending it.' THEN 'server_stopped'
END
WHERE "error" IN ('no e-mail address', 'no phone number', 'does not accept e-mail', 'does not accept SMS', 'The server stopped while sending it.');
