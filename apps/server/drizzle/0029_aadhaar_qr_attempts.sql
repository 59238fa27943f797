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
ALTER TABLE "aadhaar_qr_attempts" ADD CONSTRAINT "aadhaar_qr_attempts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aadhaar_qr_attempts_partner_checked_idx" ON "aadhaar_qr_attempts" USING btree ("partner_id","checked_at");