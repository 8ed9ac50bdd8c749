ALTER TABLE "invitations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "users_limit" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_uq" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_users_limit_positive" CHECK (coalesce("plans"."users_limit", 1) >= 1);--> statement-breakpoint
-- >>> hand-written (issue 38.2, decision 0330): keep this block when regenerating the migration number.
-- Seats of the default plans: the firm's staff (firm admins and lawyers; customers do not count).
UPDATE "plans" SET "users_limit" = 3 WHERE "code" = 'alap';
--> statement-breakpoint
UPDATE "plans" SET "users_limit" = 10 WHERE "code" = 'halado';
-- <<< end of hand-written block
