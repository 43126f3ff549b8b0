# syntax=docker/dockerfile:1
# The UU platform in one image: the API server, which also serves the member app at / and the console at /admin/.
# Build:  docker build -t uu-platform .     Run: see compose.yaml and docs/deploy.md.

# ---- build: every workspace's dependencies, then the member app, the console and the server bundle ----
FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source against Node's headers.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- deps: the server's production dependencies only (our own packages are bundled into dist/) ----
FROM build AS deps
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules \
 && npm ci --omit=dev --workspace @uu/api --no-audit --no-fund

# ---- runtime: the built apps and the server's dependencies, as an unprivileged user ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /src/node_modules ./node_modules
COPY --from=deps /src/package.json ./
COPY --from=build /src/apps/api/package.json apps/api/
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/web/dist apps/web/dist
# The server's render of home: GET / comes with home drawn in it (apps/api plugins/web-home.ts).
COPY --from=build /src/apps/web/dist-server apps/web/dist-server
COPY --from=build /src/apps/admin/dist apps/admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /health answers while the process lives; the load balancer reads /ready (database and Redis reachable).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish what is in flight, close sockets, exit 0 (apps/api/src/server.ts).
STOPSIGNAL SIGTERM
# A young generation of 8 MB per semi-space (V8's default on 64 bits is 16): the server's garbage is short-lived, so
# scavenges stay cheap, and the process holds ~15 MB less (docs/decisions.md "The session cache and the read path").
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.cjs"]
