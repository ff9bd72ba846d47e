-- A million processes (docs/decisions/030-a-million-processes.md).
--
-- 1. Keyword search reads material names too: each kind keeps the names of its materials, in their
--    order, in materiel_names, written by triggers on its materials table whatever writes them
--    (statement-level, from the rows the statement changed), and its search tokens cover them.
--    PostgreSQL 15 cannot change a generated column's expression: search_tokens is dropped (its GIN
--    index with it) and added again, then its index rebuilt.
-- 2. The lists' pages and counts read from their indexes alone: the list index (publish time, id and
--    every column a filter but the keyword tests), and deadline, category and the buyer's items
--    each with the state. Members by credit, for the lists sorted by it.
ALTER TABLE "inquiries" ADD COLUMN "materiel_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "materiel_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "materiel_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "inquiries" AS item SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "inquiry_materiels" AS m WHERE m."inquiry_id" = item."id"), '');--> statement-breakpoint
UPDATE "tenders" AS item SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "tender_materiels" AS m WHERE m."tender_id" = item."id"), '');--> statement-breakpoint
UPDATE "biddings" AS item SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "bidding_materiels" AS m WHERE m."bidding_id" = item."id"), '');--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "search_tokens";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_tokens" text[] GENERATED ALWAYS AS (keyword_tokens("inquiries"."details" || ' ' || "inquiries"."purchase_inquiry_no" || ' ' || "inquiries"."materiel_names")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_search_tokens_index" ON "inquiries" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "tenders" DROP COLUMN "search_tokens";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search_tokens" text[] GENERATED ALWAYS AS (keyword_tokens("tenders"."project_name" || ' ' || "tenders"."code" || ' ' || "tenders"."materiel_names")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tenders_search_tokens_index" ON "tenders" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "biddings" DROP COLUMN "search_tokens";--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "search_tokens" text[] GENERATED ALWAYS AS (keyword_tokens("biddings"."details" || ' ' || "biddings"."bidding_no" || ' ' || "biddings"."materiel_names")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "biddings_search_tokens_index" ON "biddings" USING gin ("search_tokens") WITH (fastupdate=false);--> statement-breakpoint
-- The materiel_names of the inquiries whose materials the statement inserted, updated (to or from) or deleted.
CREATE FUNCTION keep_inquiry_materiel_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inquiries" AS item
  SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "inquiry_materiels" AS m WHERE m."inquiry_id" = item."id"), '')
  WHERE item."id" IN (SELECT "inquiry_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inquiry_materiels_names_inserted AFTER INSERT ON "inquiry_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_inquiry_materiel_names();--> statement-breakpoint
CREATE TRIGGER inquiry_materiels_names_updated AFTER UPDATE ON "inquiry_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_inquiry_materiel_names();--> statement-breakpoint
CREATE TRIGGER inquiry_materiels_names_moved AFTER UPDATE ON "inquiry_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_inquiry_materiel_names();--> statement-breakpoint
CREATE TRIGGER inquiry_materiels_names_deleted AFTER DELETE ON "inquiry_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_inquiry_materiel_names();--> statement-breakpoint
-- The materiel_names of the tenders whose materials the statement inserted, updated (to or from) or deleted.
CREATE FUNCTION keep_tender_materiel_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenders" AS item
  SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "tender_materiels" AS m WHERE m."tender_id" = item."id"), '')
  WHERE item."id" IN (SELECT "tender_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tender_materiels_names_inserted AFTER INSERT ON "tender_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_tender_materiel_names();--> statement-breakpoint
CREATE TRIGGER tender_materiels_names_updated AFTER UPDATE ON "tender_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_tender_materiel_names();--> statement-breakpoint
CREATE TRIGGER tender_materiels_names_moved AFTER UPDATE ON "tender_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_tender_materiel_names();--> statement-breakpoint
CREATE TRIGGER tender_materiels_names_deleted AFTER DELETE ON "tender_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_tender_materiel_names();--> statement-breakpoint
-- The materiel_names of the biddings whose materials the statement inserted, updated (to or from) or deleted.
CREATE FUNCTION keep_bidding_materiel_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "biddings" AS item
  SET "materiel_names" = coalesce((SELECT string_agg(m."name", ' ' ORDER BY m."sort", m."id") FROM "bidding_materiels" AS m WHERE m."bidding_id" = item."id"), '')
  WHERE item."id" IN (SELECT "bidding_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bidding_materiels_names_inserted AFTER INSERT ON "bidding_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_bidding_materiel_names();--> statement-breakpoint
CREATE TRIGGER bidding_materiels_names_updated AFTER UPDATE ON "bidding_materiels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_bidding_materiel_names();--> statement-breakpoint
CREATE TRIGGER bidding_materiels_names_moved AFTER UPDATE ON "bidding_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_bidding_materiel_names();--> statement-breakpoint
CREATE TRIGGER bidding_materiels_names_deleted AFTER DELETE ON "bidding_materiels" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_bidding_materiel_names();--> statement-breakpoint
DROP INDEX "bidding_areas_bidding_id_index";--> statement-breakpoint
DROP INDEX "bidding_areas_province_code_city_code_index";--> statement-breakpoint
DROP INDEX "bidding_materiels_brand_id_index";--> statement-breakpoint
DROP INDEX "biddings_end_sign_up_index";--> statement-breakpoint
DROP INDEX "biddings_create_time_index";--> statement-breakpoint
DROP INDEX "biddings_category_id_index";--> statement-breakpoint
DROP INDEX "biddings_member_id_member_role_id_create_time_index";--> statement-breakpoint
DROP INDEX "inquiries_offer_end_time_index";--> statement-breakpoint
DROP INDEX "inquiries_create_time_index";--> statement-breakpoint
DROP INDEX "inquiries_category_id_index";--> statement-breakpoint
DROP INDEX "inquiries_member_id_member_role_id_create_time_index";--> statement-breakpoint
DROP INDEX "inquiry_areas_inquiry_id_index";--> statement-breakpoint
DROP INDEX "inquiry_areas_province_code_city_code_index";--> statement-breakpoint
DROP INDEX "inquiry_materiels_brand_id_index";--> statement-breakpoint
DROP INDEX "tender_areas_tender_id_index";--> statement-breakpoint
DROP INDEX "tender_areas_province_code_city_code_index";--> statement-breakpoint
DROP INDEX "tender_materiels_brand_id_index";--> statement-breakpoint
DROP INDEX "tenders_register_end_time_index";--> statement-breakpoint
DROP INDEX "tenders_create_time_index";--> statement-breakpoint
DROP INDEX "tenders_category_id_index";--> statement-breakpoint
DROP INDEX "tenders_member_id_member_role_id_create_time_index";--> statement-breakpoint
CREATE INDEX "bidding_areas_bidding_id_province_code_city_code_index" ON "bidding_areas" USING btree ("bidding_id","province_code","city_code");--> statement-breakpoint
CREATE INDEX "bidding_areas_province_code_city_code_bidding_id_index" ON "bidding_areas" USING btree ("province_code","city_code","bidding_id");--> statement-breakpoint
CREATE INDEX "bidding_materiels_brand_id_bidding_id_index" ON "bidding_materiels" USING btree ("brand_id","bidding_id");--> statement-breakpoint
CREATE INDEX "biddings_end_sign_up_state_index" ON "biddings" USING btree ("end_sign_up","state");--> statement-breakpoint
CREATE INDEX "biddings_list_index" ON "biddings" USING btree ("create_time","id","state","category_id","is_all_area","budget_amount","member_id","member_role_id","end_sign_up");--> statement-breakpoint
CREATE INDEX "biddings_category_id_state_index" ON "biddings" USING btree ("category_id","state");--> statement-breakpoint
CREATE INDEX "biddings_member_id_member_role_id_create_time_state_index" ON "biddings" USING btree ("member_id","member_role_id","create_time","state");--> statement-breakpoint
CREATE INDEX "inquiries_offer_end_time_state_index" ON "inquiries" USING btree ("offer_end_time","state");--> statement-breakpoint
CREATE INDEX "inquiries_list_index" ON "inquiries" USING btree ("create_time","id","state","category_id","is_all_area","budget_amount","member_id","member_role_id","offer_end_time");--> statement-breakpoint
CREATE INDEX "inquiries_category_id_state_index" ON "inquiries" USING btree ("category_id","state");--> statement-breakpoint
CREATE INDEX "inquiries_member_id_member_role_id_create_time_state_index" ON "inquiries" USING btree ("member_id","member_role_id","create_time","state");--> statement-breakpoint
CREATE INDEX "inquiry_areas_inquiry_id_province_code_city_code_index" ON "inquiry_areas" USING btree ("inquiry_id","province_code","city_code");--> statement-breakpoint
CREATE INDEX "inquiry_areas_province_code_city_code_inquiry_id_index" ON "inquiry_areas" USING btree ("province_code","city_code","inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_materiels_brand_id_inquiry_id_index" ON "inquiry_materiels" USING btree ("brand_id","inquiry_id");--> statement-breakpoint
CREATE INDEX "members_credit_point_index" ON "members" USING btree ("credit_point");--> statement-breakpoint
CREATE INDEX "shops_purchase_amount_id_index" ON "shops" USING btree ("purchase_amount" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shops_create_time_id_index" ON "shops" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "tender_areas_tender_id_province_code_city_code_index" ON "tender_areas" USING btree ("tender_id","province_code","city_code");--> statement-breakpoint
CREATE INDEX "tender_areas_province_code_city_code_tender_id_index" ON "tender_areas" USING btree ("province_code","city_code","tender_id");--> statement-breakpoint
CREATE INDEX "tender_materiels_brand_id_tender_id_index" ON "tender_materiels" USING btree ("brand_id","tender_id");--> statement-breakpoint
CREATE INDEX "tenders_register_end_time_state_index" ON "tenders" USING btree ("register_end_time","state");--> statement-breakpoint
CREATE INDEX "tenders_list_index" ON "tenders" USING btree ("create_time","id","state","category_id","is_all_area","budget_amount","member_id","member_role_id","register_end_time");--> statement-breakpoint
CREATE INDEX "tenders_category_id_state_index" ON "tenders" USING btree ("category_id","state");--> statement-breakpoint
CREATE INDEX "tenders_member_id_member_role_id_create_time_state_index" ON "tenders" USING btree ("member_id","member_role_id","create_time","state");
