ALTER TABLE "biddings" ADD COLUMN "open_told_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "close_told_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "biddings_state_bidding_start_time_index" ON "biddings" USING btree ("state","bidding_start_time");