DROP INDEX "partner_audit_partner_created_idx";--> statement-breakpoint
CREATE INDEX "partner_audit_partner_created_id_idx" ON "partner_audit" USING btree ("partner_id","created_at","id");