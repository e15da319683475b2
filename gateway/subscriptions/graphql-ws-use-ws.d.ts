// tsconfig's moduleResolution "node" ignores package "exports", which is where this subpath is
// declared; Node itself resolves it at run time. Same declaration files as the 'graphql-ws' root.
declare module 'graphql-ws/use/ws' {
  export * from 'graphql-ws/dist/use/ws';
}
