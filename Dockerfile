# One image for every service; the command picks the gateway or a subgraph.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/main.ts"]
