-- The ML service (docs/api/ml.md): models and versions, datasets, training jobs, inference
-- endpoints and the inputs they received, drift monitors and their reports.
CREATE SCHEMA IF NOT EXISTS "ml";

CREATE TABLE "ml"."models" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "framework" TEXT NOT NULL,
    "task" TEXT NOT NULL,
    "input_schema" JSONB NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "models_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "models_tenant_id_name_key" ON "ml"."models"("tenant_id", "name");
ALTER TABLE "ml"."models" ADD CONSTRAINT "models_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ml"."model_versions" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "model_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "algorithm" TEXT,
    "artifact_key" TEXT,
    "metrics" JSONB,
    "target_column" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trained_at" TIMESTAMPTZ(3),
    CONSTRAINT "model_versions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "model_versions_model_id_version_key" ON "ml"."model_versions"("model_id", "version");
CREATE INDEX "model_versions_tenant_id_idx" ON "ml"."model_versions"("tenant_id");
ALTER TABLE "ml"."model_versions" ADD CONSTRAINT "model_versions_model_id_fkey"
    FOREIGN KEY ("model_id") REFERENCES "ml"."models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ml"."datasets" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "columns" JSONB NOT NULL,
    "row_count" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "datasets_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "datasets_tenant_id_created_at_idx" ON "ml"."datasets"("tenant_id", "created_at");
ALTER TABLE "ml"."datasets" ADD CONSTRAINT "datasets_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "identity"."tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ml"."training_jobs" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "model_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "dataset_id" UUID NOT NULL,
    "target_column" TEXT NOT NULL,
    "algorithm" TEXT NOT NULL,
    "hyperparameters" JSONB NOT NULL,
    "validation_split" DOUBLE PRECISION NOT NULL,
    "max_runtime_seconds" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "metrics" JSONB,
    "error_code" TEXT,
    "error_message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "training_jobs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "training_jobs_tenant_id_created_at_idx" ON "ml"."training_jobs"("tenant_id", "created_at");
CREATE INDEX "training_jobs_status_created_at_idx" ON "ml"."training_jobs"("status", "created_at");
-- One live job per model version (ML_1102): two concurrent POST /training for the same version
-- both pass any read-then-insert check, so the database decides; the second INSERT fails.
CREATE UNIQUE INDEX "training_jobs_one_live_per_version" ON "ml"."training_jobs"("model_id", "version")
    WHERE "status" IN ('queued', 'running');
ALTER TABLE "ml"."training_jobs" ADD CONSTRAINT "training_jobs_model_id_fkey"
    FOREIGN KEY ("model_id") REFERENCES "ml"."models"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ml"."training_jobs" ADD CONSTRAINT "training_jobs_dataset_id_fkey"
    FOREIGN KEY ("dataset_id") REFERENCES "ml"."datasets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ml"."endpoints" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "model_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "stage" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PROVISIONING',
    "timeout_ms" INTEGER NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "endpoints_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "endpoints_tenant_id_name_key" ON "ml"."endpoints"("tenant_id", "name");
CREATE INDEX "endpoints_status_idx" ON "ml"."endpoints"("status");
ALTER TABLE "ml"."endpoints" ADD CONSTRAINT "endpoints_model_id_fkey"
    FOREIGN KEY ("model_id") REFERENCES "ml"."models"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ml"."inference_inputs" (
    "id" BIGSERIAL NOT NULL,
    "tenant_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "features" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "inference_inputs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "inference_inputs_endpoint_id_id_idx" ON "ml"."inference_inputs"("endpoint_id", "id");
ALTER TABLE "ml"."inference_inputs" ADD CONSTRAINT "inference_inputs_endpoint_id_fkey"
    FOREIGN KEY ("endpoint_id") REFERENCES "ml"."endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ml"."drift_monitors" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "features" TEXT[],
    "method" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "window_size" INTEGER NOT NULL,
    "reference_dataset_id" UUID NOT NULL,
    "interval_seconds" INTEGER,
    "next_run_at" TIMESTAMPTZ(3),
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "drift_monitors_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "drift_monitors_tenant_id_created_at_idx" ON "ml"."drift_monitors"("tenant_id", "created_at");
CREATE INDEX "drift_monitors_next_run_at_idx" ON "ml"."drift_monitors"("next_run_at");
ALTER TABLE "ml"."drift_monitors" ADD CONSTRAINT "drift_monitors_endpoint_id_fkey"
    FOREIGN KEY ("endpoint_id") REFERENCES "ml"."endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ml"."drift_monitors" ADD CONSTRAINT "drift_monitors_reference_dataset_id_fkey"
    FOREIGN KEY ("reference_dataset_id") REFERENCES "ml"."datasets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "ml"."drift_reports" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "monitor_id" UUID NOT NULL,
    "method" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "drifted" BOOLEAN NOT NULL,
    "sample_size" INTEGER NOT NULL,
    "features" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "drift_reports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "drift_reports_monitor_id_created_at_idx" ON "ml"."drift_reports"("monitor_id", "created_at");
ALTER TABLE "ml"."drift_reports" ADD CONSTRAINT "drift_reports_monitor_id_fkey"
    FOREIGN KEY ("monitor_id") REFERENCES "ml"."drift_monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Governance: a model version submitted for a stage, approved or rejected by an admin.
CREATE TABLE "ml"."approvals" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "model_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "stage" TEXT NOT NULL,
    "documentation" TEXT NOT NULL,
    "test_evidence" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "submitted_by" UUID NOT NULL,
    "decided_by" UUID,
    "decided_at" TIMESTAMPTZ(3),
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "approvals_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "approvals_tenant_id_model_id_version_stage_status_idx" ON "ml"."approvals"("tenant_id", "model_id", "version", "stage", "status");
ALTER TABLE "ml"."approvals" ADD CONSTRAINT "approvals_model_id_fkey"
    FOREIGN KEY ("model_id") REFERENCES "ml"."models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Experiments: variants over model versions, and per-variant counters.
CREATE TABLE "ml"."experiments" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'DRAFT',
    "variants" JSONB NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "experiments_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "experiments_tenant_id_name_key" ON "ml"."experiments"("tenant_id", "name");

CREATE TABLE "ml"."experiment_stats" (
    "experiment_id" UUID NOT NULL,
    "variant" TEXT NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "latency_ms_total" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "feedback_count" INTEGER NOT NULL DEFAULT 0,
    "feedback_total" DOUBLE PRECISION NOT NULL DEFAULT 0,
    CONSTRAINT "experiment_stats_pkey" PRIMARY KEY ("experiment_id", "variant")
);
ALTER TABLE "ml"."experiment_stats" ADD CONSTRAINT "experiment_stats_experiment_id_fkey"
    FOREIGN KEY ("experiment_id") REFERENCES "ml"."experiments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Feature store: groups (name and version unique in a tenant) and the latest values per entity.
CREATE TABLE "ml"."feature_groups" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "entity_key" TEXT NOT NULL,
    "features" JSONB NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "feature_groups_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "feature_groups_tenant_id_name_version_key" ON "ml"."feature_groups"("tenant_id", "name", "version");

CREATE TABLE "ml"."feature_records" (
    "group_id" UUID NOT NULL,
    "entity_id" TEXT NOT NULL,
    "values" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "feature_records_pkey" PRIMARY KEY ("group_id", "entity_id")
);
ALTER TABLE "ml"."feature_records" ADD CONSTRAINT "feature_records_group_id_fkey"
    FOREIGN KEY ("group_id") REFERENCES "ml"."feature_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;
