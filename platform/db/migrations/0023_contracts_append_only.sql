-- A contract's versions, confirmations, record and payments are kept as written (docs/decisions/025-contracts.md):
-- no UPDATE, DELETE or TRUNCATE, by the trigger function of 0007.
CREATE TRIGGER agreement_versions_append_only BEFORE UPDATE OR DELETE ON agreement_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_versions_no_truncate BEFORE TRUNCATE ON agreement_versions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_confirmations_append_only BEFORE UPDATE OR DELETE ON agreement_confirmations
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_confirmations_no_truncate BEFORE TRUNCATE ON agreement_confirmations
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_events_append_only BEFORE UPDATE OR DELETE ON agreement_events
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_events_no_truncate BEFORE TRUNCATE ON agreement_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_payments_append_only BEFORE UPDATE OR DELETE ON agreement_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER agreement_payments_no_truncate BEFORE TRUNCATE ON agreement_payments
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
