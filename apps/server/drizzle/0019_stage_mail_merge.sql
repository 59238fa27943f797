ALTER TABLE "mail_outbox" ADD COLUMN "merge_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "merge_items" jsonb;--> statement-breakpoint
CREATE INDEX "mail_outbox_merge_idx" ON "mail_outbox" USING btree ("merge_key","next_attempt_at") WHERE "mail_outbox"."merge_key" is not null;