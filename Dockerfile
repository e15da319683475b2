# One image for every service; the command picks the gateway, a subgraph or a worker
# (README "Building and running images"). Two stages: the build stage compiles the TypeScript with
# every dependency; the final stage holds production dependencies and the compiled JavaScript only.

# Build stage: dev dependencies (tsc, tsx) and `npm run build`, which type-checks and writes dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Final stage: no TypeScript sources, no tsx, no dev dependencies.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The files volume mounts here; a new named volume takes this folder's owner.
RUN mkdir -p /srv/files && chown node:node /srv/files
# The image's own files stay root-owned, so the service cannot rewrite its code.
USER node
EXPOSE 4000
CMD ["node", "dist/gateway/main.js"]
