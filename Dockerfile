# One image for every service; the command picks the gateway or a subgraph.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The files volume mounts here; a new named volume takes this folder's owner.
RUN mkdir -p /srv/files && chown node:node /srv/files
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/main.ts"]
