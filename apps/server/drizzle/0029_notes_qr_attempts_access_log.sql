CREATE TABLE "aadhaar_qr_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"result" text NOT NULL,
	"source" text NOT NULL,
	"signer_fingerprint" text,
	"last4" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "partner_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"author_user_id" text NOT NULL,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"stage" text,
	"document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aadhaar_qr_attempts" ADD CONSTRAINT "aadhaar_qr_attempts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notes" ADD CONSTRAINT "partner_notes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aadhaar_qr_attempts_partner_checked_idx" ON "aadhaar_qr_attempts" USING btree ("partner_id","checked_at");--> statement-breakpoint
CREATE INDEX "access_log_partner_created_id_idx" ON "access_log" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "access_log_created_id_idx" ON "access_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partner_notes_partner_created_id_idx" ON "partner_notes" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "partner_audit_created_id_idx" ON "partner_audit" USING btree ("created_at","id");