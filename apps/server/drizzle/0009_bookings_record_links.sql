CREATE INDEX "bookings_event_partner_idx" ON "bookings" USING btree ("event_id","partner_id");--> statement-breakpoint
CREATE INDEX "bookings_catering_partner_idx" ON "bookings" USING btree ("catering_event","partner_id");--> statement-breakpoint
CREATE INDEX "bookings_photography_partner_idx" ON "bookings" USING btree ("photography_event","partner_id");