/** A resolver map: type name to field resolvers (or a scalar). */
type ResolverMap = Record<string, unknown>;

/**
 * One subgraph's resolvers from its features' parts: each feature brings the fields it owns,
 * Query and Mutation included. Two features resolving the same field is a mistake caught at start.
 */
export function mergeResolvers<T extends ResolverMap>(...parts: Partial<T>[]): T {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const existing = merged[type];
      if (existing === undefined) {
        merged[type] = fields;
        continue;
      }
      if (!isFieldMap(existing) || !isFieldMap(fields))
        throw new Error(`${type} is resolved by two features`);
      for (const field of Object.keys(fields)) {
        if (field in existing) throw new Error(`${type}.${field} is resolved by two features`);
      }
      merged[type] = { ...existing, ...fields };
    }
  }
  return merged as T;
}

function isFieldMap(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}
