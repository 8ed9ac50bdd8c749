-- Request transactions (role vi_app) never need credentials or session secrets: only
-- better-auth touches these, as the owner. Keep them out of reach of tenant-scoped code.
REVOKE ALL ON TABLE accounts, sessions, verifications, two_factors FROM vi_app;
