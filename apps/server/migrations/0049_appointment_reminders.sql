-- Appointment reminders by SMS (issue 18).
-- A job may carry a key: one job per tenant, type and key (an appointment's reminder for its start time), so a
-- re-saved appointment never queues a second one.
ALTER TABLE jobs ADD COLUMN job_key text;
CREATE UNIQUE INDEX jobs_tenant_type_key ON jobs (tenant_id, type, job_key) WHERE job_key IS NOT NULL;

-- What an SMS was (kind: '' for messages sent by hand or codes, 'task-reminder'), the reference it was sent for
-- (a reminder's job key: never sent twice), and the provider's message id or error.
ALTER TABLE sms_logs ADD COLUMN kind text NOT NULL DEFAULT '';
ALTER TABLE sms_logs ADD COLUMN ref text;
ALTER TABLE sms_logs ADD COLUMN provider_message_id text;
ALTER TABLE sms_logs ADD COLUMN error text;
CREATE INDEX sms_logs_tenant_ref ON sms_logs (tenant_id, ref) WHERE ref IS NOT NULL;
