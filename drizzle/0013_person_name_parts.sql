-- The parts of a person's name, kept apart for greetings and Hungarian order (decision 0066).
ALTER TABLE "users" ADD COLUMN "family_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "given_name" text;--> statement-breakpoint
-- Existing accounts: split the stored name in Hungarian order (titles ending with a dot stay with
-- the family name), as src/shared/profile/person-name.ts does; the profile corrects it.
UPDATE "users" SET
  "family_name" = substring(btrim("name") from '^((?:\S+\.\s+)*\S+)'),
  "given_name" = nullif(btrim(regexp_replace(btrim("name"), '^((?:\S+\.\s+)*\S+)', '')), '')
WHERE "family_name" IS NULL AND btrim("name") <> '';
