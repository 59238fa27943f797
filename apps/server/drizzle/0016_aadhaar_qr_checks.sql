CREATE TABLE "aadhaar_qr_checks" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"signer_fingerprint" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last4" text,
	"name" text,
	"year_of_birth" integer,
	"gender" text,
	"state" text,
	"district" text,
	"pincode" text
);
--> statement-breakpoint
ALTER TABLE "aadhaar_qr_checks" ADD CONSTRAINT "aadhaar_qr_checks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;