ALTER TABLE "partners" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "awaited_step" text;--> statement-breakpoint
CREATE INDEX "partners_time_in_stage_idx" ON "partners" USING btree (("awaited_step" is null),"stage_entered_at","id");--> statement-breakpoint
CREATE INDEX "partners_stage_time_in_stage_idx" ON "partners" USING btree ("stage",("awaited_step" is null),"stage_entered_at","id");