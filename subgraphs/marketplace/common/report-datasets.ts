import type { DatasetContract } from '../../../lib/reports/datasets';

const LANES = ['spotlight', 'synapse', 'squad', 'meridian', 'portico', 'vendora', 'poper', 'nexus', 'cortex'] as const;

/** The marketplace's report datasets (docs/reports.md, Datasets): served by marketplaceReportPage. */
export const MARKETPLACE_DATASETS = {
  orders: {
    service: 'marketplace',
    field: 'marketplaceReportPage',
    columns: ['id', 'created_at', 'status', 'category', 'listing_id', 'buyer_id', 'seller_id', 'total_amount', 'currency', 'rating', 'completed_at', 'cancelled_at'],
    categories: LANES,
    statuses: ['pending', 'confirmed', 'in_progress', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded'],
  },
  listings: {
    service: 'marketplace',
    field: 'marketplaceReportPage',
    columns: ['id', 'created_at', 'title', 'category', 'status', 'seller_id', 'price_min', 'price_max', 'currency', 'total_views', 'total_bookings', 'revenue', 'average_rating', 'published_at'],
    categories: LANES,
    statuses: ['draft', 'active', 'paused', 'closed'],
  },
  quotes: {
    service: 'marketplace',
    field: 'marketplaceReportPage',
    columns: ['id', 'created_at', 'listing_id', 'responder_id', 'seller_id', 'status', 'amount', 'currency', 'valid_until'],
    statuses: ['pending', 'negotiating', 'accepted', 'rejected', 'withdrawn'],
  },
  disputes: {
    service: 'marketplace',
    field: 'marketplaceReportPage',
    columns: ['id', 'created_at', 'order_id', 'listing_id', 'buyer_id', 'seller_id', 'opened_by', 'status', 'tier', 'resolution', 'refund_amount', 'seller_amount', 'resolved_at'],
    statuses: ['open', 'escalated', 'resolved'],
  },
} as const satisfies Record<string, DatasetContract>;
