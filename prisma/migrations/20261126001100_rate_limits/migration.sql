-- Request counts per caller and fixed window, shared by every gateway instance (feature `rate limits`).
CREATE TABLE "platform"."rate_limit_windows" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limit_windows_window_start_idx" ON "platform"."rate_limit_windows"("window_start");
