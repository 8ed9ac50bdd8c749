CREATE TABLE "ai_provider_health" (
	"provider" text NOT NULL,
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"latency" integer DEFAULT 0 NOT NULL,
	"error_rate" real DEFAULT 0 NOT NULL,
	"last_check" timestamp with time zone NOT NULL,
	"next_check" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_provider_health_provider_scope_pk" PRIMARY KEY("provider","scope")
);
--> statement-breakpoint
CREATE TABLE "ai_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"minute" bigint NOT NULL,
	"minute_requests" integer DEFAULT 0 NOT NULL,
	"minute_tokens" bigint DEFAULT 0 NOT NULL,
	"day" bigint NOT NULL,
	"day_requests" integer DEFAULT 0 NOT NULL,
	"day_tokens" bigint DEFAULT 0 NOT NULL,
	"blocked_until" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Gateway bookkeeping of every firm, used only by the gateway itself (the owner connection):
-- request transactions (role vi_app) neither read nor change it.
REVOKE ALL ON TABLE ai_rate_limits, ai_provider_health FROM vi_app;
