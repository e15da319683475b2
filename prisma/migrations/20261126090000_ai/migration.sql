-- AI subgraph: orchestrations (single and zar), their model calls, costs and credits.

CREATE SCHEMA IF NOT EXISTS "ai";

CREATE TYPE "ai"."inference_status" AS ENUM ('completed', 'failed');
CREATE TYPE "ai"."settlement" AS ENUM ('pending', 'charged', 'released');

CREATE TABLE "ai"."inferences" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "mode" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'text',
    "status" "ai"."inference_status" NOT NULL,
    "prompt" TEXT NOT NULL,
    "context_chars" INTEGER NOT NULL,
    "max_tokens" INTEGER NOT NULL,
    "temperature" DOUBLE PRECISION,
    "output" TEXT,
    "results" JSONB NOT NULL,
    "aggregation" JSONB,
    "usage" JSONB NOT NULL,
    "cost_usd" DECIMAL(14,6) NOT NULL,
    "budget_max_usd" DECIMAL(14,6),
    "credits_reserved" INTEGER NOT NULL,
    "credits_charged" INTEGER NOT NULL DEFAULT 0,
    "reservation_id" TEXT NOT NULL,
    "settlement" "ai"."settlement" NOT NULL DEFAULT 'pending',
    "error_code" TEXT,
    "latency_ms" INTEGER NOT NULL,
    "transcript" JSONB,
    "speech" JSONB,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),
    CONSTRAINT "inferences_pkey" PRIMARY KEY ("id"),
    -- The ceiling is a promise: no inference is ever stored costing more than its budget.
    CONSTRAINT "inferences_within_budget" CHECK ("budget_max_usd" IS NULL OR "cost_usd" <= "budget_max_usd"),
    CONSTRAINT "inferences_charged_once" CHECK ("credits_charged" IN (0, "credits_reserved"))
);

CREATE INDEX "inferences_tenant_id_user_id_created_at_id_idx" ON "ai"."inferences"("tenant_id", "user_id", "created_at" DESC, "id" DESC);
CREATE INDEX "inferences_tenant_id_created_at_id_idx" ON "ai"."inferences"("tenant_id", "created_at" DESC, "id" DESC);
CREATE INDEX "inferences_settlement_created_at_idx" ON "ai"."inferences"("settlement", "created_at");

ALTER TABLE "ai"."inferences" ADD CONSTRAINT "inferences_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ai"."inferences" ADD CONSTRAINT "inferences_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
