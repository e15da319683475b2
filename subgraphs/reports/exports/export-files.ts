import type { ReportFormat } from '../../../lib/db/generated/client';

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};

/** How long a completed export's file is kept (docs/api/reports.md, "Export states"). */
export const EXPORT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** `<template name>-<yyyymmdd-hhmm>.<format>`, in safe characters. */
export function exportFileName(templateName: string, format: ReportFormat, at: Date): string {
  const stem =
    templateName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${stem}-${stamp}.${format}`;
}

/** The file's storage key: the tenant's folder and the export's id (random), so the key is its own permission. */
export const exportFileKey = (tenantId: string, exportId: string, fileName: string): string =>
  `reports/${tenantId}/${exportId}/${fileName}`;

export const downloadPath = (exportId: string): string =>
  `/reports/v1/exports/${exportId}/download`;
