ALTER TABLE "partners" ADD COLUMN "llpin_no" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "business_type" text;