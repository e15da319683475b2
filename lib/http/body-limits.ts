/*
 * How large a request body may be, on the gateway and on the subgraphs behind it: one definition
 * (docs/request-limits.md, "Body sizes"). A subgraph's limit is derived from the largest body the
 * gateway accepts for it, so a body the gateway accepted is never refused on the way.
 */

const MIB = 1024 * 1024;

/** The gateway's limit on a request body: /graphql and the JSON body of every REST path. */
export const REQUEST_BODY_BYTES = MIB;

/**
 * The paths that take more: the largest file of a multipart upload and, where a path also takes
 * its data as JSON, that JSON body's limit.
 */
export const UPLOADS = {
  /** POST /marketplace/v1/media: a banner or a product image (docs/marketplace-groups.md). */
  marketplaceMedia: { fileBytes: 5 * MIB },
  /** POST /ml/v1/datasets: a CSV file of at most 10 MB, or its rows as JSON, a little more as JSON text. */
  mlDataset: { fileBytes: 10 * MIB, jsonBytes: 11 * MIB },
} as const;

/**
 * The JSON body a multipart upload becomes (gateway/rest/multipart.ts): the file as base64, and up
 * to a JSON body's worth of other fields. The gateway refuses a larger one with 413.
 */
export function uploadBodyBytes(fileBytes: number): number {
  return Math.ceil(fileBytes / 3) * 4 + REQUEST_BODY_BYTES;
}

/**
 * What the gateway adds to a body it accepted when it forwards the body's variables to a
 * subgraph: the query text the plan writes for the subgraph (a few KB within the request limits),
 * the JSON around the variables, the references of federated entities (at most a few thousand
 * within the cost limit).
 */
const FORWARDING_ROOM_BYTES = 256 * 1024;

/** A subgraph's limit: the largest body the gateway accepts for any of its paths, and the room it adds. */
export function subgraphBodyBytes(largestAccepted: number = REQUEST_BODY_BYTES): number {
  return largestAccepted + FORWARDING_ROOM_BYTES;
}
