/** Entities of other services as this one knows them: by id (common/schema.graphql). */
export interface UserRef {
  id: string;
}

export interface ListingRef {
  id: string;
}
