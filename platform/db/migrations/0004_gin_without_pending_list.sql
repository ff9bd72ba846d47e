DROP INDEX "bidding_materiels_attribute_value_ids_index";--> statement-breakpoint
DROP INDEX "biddings_search_tokens_index";--> statement-breakpoint
DROP INDEX "inquiries_search_tokens_index";--> statement-breakpoint
DROP INDEX "inquiry_materiels_attribute_value_ids_index";--> statement-breakpoint
DROP INDEX "notices_search_tokens_index";--> statement-breakpoint
DROP INDEX "tender_materiels_attribute_value_ids_index";--> statement-breakpoint
DROP INDEX "tenders_search_tokens_index";--> statement-breakpoint
CREATE INDEX "bidding_materiels_attribute_value_ids_index" ON "bidding_materiels" USING gin ("attribute_value_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "biddings_search_tokens_index" ON "biddings" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "inquiries_search_tokens_index" ON "inquiries" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "inquiry_materiels_attribute_value_ids_index" ON "inquiry_materiels" USING gin ("attribute_value_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notices_search_tokens_index" ON "notices" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tender_materiels_attribute_value_ids_index" ON "tender_materiels" USING gin ("attribute_value_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tenders_search_tokens_index" ON "tenders" USING gin ("search_tokens") WITH (fastupdate=false);