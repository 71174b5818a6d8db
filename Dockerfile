# syntax=docker/dockerfile:1
# One image serving the API and the built web app. Build: docker compose build (or docker build .).

FROM node:24-bookworm-slim AS build
WORKDIR /repo
RUN npm install --global pnpm@10.34.8
# Manifests first, so the dependency layer is cached until a lockfile or manifest changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/evaluator/package.json packages/evaluator/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build \
 && pnpm --filter @markwise/api deploy --prod --legacy /out/api

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
# Only production dependencies (pnpm deploy), the compiled API and the built web app.
COPY --from=build --chown=node:node /out/api ./api
COPY --from=build --chown=node:node /repo/apps/web/dist ./web/dist
# Commands by name, without pnpm: `worker` (an evaluation worker, health on WORKER_HEALTH_PORT),
# `migrate` (a one-off migration, for a Kubernetes Job with MIGRATE_AT_START=false elsewhere), the
# operator's `create-admin` and `evaluate`. `exec` keeps node as PID 1, so it gets SIGTERM.
RUN mkdir -p /data && chown node:node /data \
 && printf '#!/bin/sh\nexec node --enable-source-maps /app/api/dist/worker.js "$@"\n' > /usr/local/bin/worker \
 && printf '#!/bin/sh\nexec node /app/api/dist/cli/migrate.js "$@"\n' > /usr/local/bin/migrate \
 && printf '#!/bin/sh\nexec node /app/api/dist/cli/create-admin.js "$@"\n' > /usr/local/bin/create-admin \
 && printf '#!/bin/sh\nexec node /app/api/dist/cli/evaluate.js "$@"\n' > /usr/local/bin/evaluate \
 && chmod 755 /usr/local/bin/worker /usr/local/bin/migrate /usr/local/bin/create-admin /usr/local/bin/evaluate
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same entry point `npm start` runs outside Docker (pnpm serve: node apps/api/dist/main.js).
# It starts with no account: `docker compose exec app create-admin ...` creates the first admin.
# A worker container runs `worker` instead (its own health check: WORKER_HEALTH_PORT).
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
