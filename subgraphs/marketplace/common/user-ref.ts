/** A user of the identity subgraph by id; the gateway fetches its fields from there. */
export function userRef(id: string): { __typename: 'User'; id: string } {
  return { __typename: 'User', id };
}
