CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"what" text NOT NULL,
	"document_type" text,
	"file_name" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_log_partner_created_id_idx" ON "access_log" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "access_log_created_id_idx" ON "access_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partner_audit_created_id_idx" ON "partner_audit" USING btree ("created_at","id");