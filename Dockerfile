# Production image: one instance of the server (API, WebSocket, web app on one port).
# Run several behind a load balancer against one PostgreSQL; see README "Deploying several instances".
# Docker cannot run on the development machines here; this file is exercised by whoever deploys.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
# Runtime dependencies only; the embedded PostgreSQL is not used in production
# (DATABASE_URL is required), but its package is harmless if present.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY shared ./shared
COPY tsconfig.base.json tsconfig.json ./
# Photos when no S3 bucket is configured: mount one volume here on every instance.
RUN mkdir -p /data/media && chown node:node /data/media
ENV MEDIA_DIR=/data/media
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
