-- Token hashes and outgoing mail are for the auth and mail code (owner) only, never for
-- tenant-scoped request transactions (role vi_app).
REVOKE ALL ON TABLE auth_tokens, mail_outbox FROM vi_app;
