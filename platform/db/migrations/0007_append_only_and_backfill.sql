-- Append-only tables (docs/decisions/011-members-and-admission.md): what must stay auditable, the
-- capital ledger, the history of supplier admissions and the SMS outbox, takes INSERT and SELECT
-- only. The database itself refuses UPDATE, DELETE and TRUNCATE, whoever asks, on PGlite as on
-- PostgreSQL (a trigger, not a grant: PGlite has a single role).
CREATE FUNCTION refuse_append_only_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER capital_movements_append_only BEFORE UPDATE OR DELETE ON capital_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER capital_movements_no_truncate BEFORE TRUNCATE ON capital_movements
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER supplier_admission_events_append_only BEFORE UPDATE OR DELETE ON supplier_admission_events
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER supplier_admission_events_no_truncate BEFORE TRUNCATE ON supplier_admission_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER sms_outbox_append_only BEFORE UPDATE OR DELETE ON sms_outbox
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER sms_outbox_no_truncate BEFORE TRUNCATE ON sms_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
-- Data seeded before this migration: the lifecycle flag becomes a stage (a forbidding stage is
-- 'suspended'), and each buyer's company profile is read from its shop.
UPDATE supplier_admissions SET lifecycle_stage = CASE WHEN lifecycle_stage_allows THEN 'qualified' ELSE 'suspended' END,
  submit_time = create_time,
  decide_time = CASE WHEN status = 'applied' THEN NULL ELSE update_time END;
--> statement-breakpoint
UPDATE members m SET province_code = s.province_code, city_code = s.city_code, registered_capital = s.registered_capital,
  establishment_date = s.establishment_date, describe = s.describe,
  category_ids = coalesce((SELECT array_agg(sc.category_id ORDER BY sc.category_id) FROM shop_categories sc WHERE sc.shop_id = s.id), '{}')
FROM shops s WHERE s.member_id = m.id;
