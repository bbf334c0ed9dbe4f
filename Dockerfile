# Two images from one file:
#   app    the player app alone, for the live site:   docker build --target app -t wallet-app .
#   demo   the app with the bundled mock backend, for offline sales demos:
#          docker compose up --build   (see docker-compose.yml)
# No Docker engine runs on the development machines, so neither image is built there. Each is
# kept to steps the tests do run: the app target's install is scripts/app-image.sh, which
# tests/process/production-install.test.ts runs into a temporary folder and starts on Node 24;
# the demo is the README's npm ci, npm run build, npm prune --omit=dev, scripts/demo.js.

# ---- the build, shared by both: every workspace's dependencies, the Remix compiler ----
FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# the workspaces' package.json files and what the mock's postinstall (prisma generate) needs,
# so that the dependency layer is cached on its own
COPY package.json package-lock.json prisma.config.ts ./
COPY packages/contract/package.json ./packages/contract/
COPY mock-server/package.json ./mock-server/
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- the app's production install: the build, and the app's and contract's dependencies ----
FROM node:24-bookworm-slim AS app-files
COPY --from=build /src /src
RUN sh /src/scripts/app-image.sh /src /app

# ---- the app, for the live site ----
FROM node:24-bookworm-slim AS app
WORKDIR /app
# every other setting comes from the deployment (README, "Operating it"); nothing of the demo's
ENV NODE_ENV=production \
    PORT=3000
# the files belong to root and are only read: the process cannot change its own code
COPY --from=app-files /app /app
USER node
EXPOSE 3000
# liveness: the process answers (readiness, /readyz, is for the balancer)
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets SIGTERM: it drains (server/drain.js) within SHUTDOWN_GRACE_MS,
# which must stay below the orchestrator's own grace (Kubernetes: 30 s)
CMD ["node", "server.js"]

# ---- the demo: the app and the mock backend in one container ----
FROM build AS demo-files
# the demo runs the mock server too, so the mock workspace's dependencies (tsx, Prisma, faker,
# socket.io, multer) stay; only devDependencies (the compiler, the test tools) go
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS demo
WORKDIR /app
# MOCK_HOST: inside the container the published port reaches the mock on the container's own
# network address, not loopback. scripts/demo.js sets the demo's own settings (DEMO=1, a
# random SESSION_SECRET) and, as the mock is then reachable from the LAN, a random admin
# password unless MOCK_ADMIN_PASSWORD is set; it prints it at start.
ENV NODE_ENV=production \
    PORT=3000 \
    MOCK_PORT=4000 \
    MOCK_HOST=0.0.0.0 \
    DATABASE_URL=file:/app/data/mock.db
COPY --from=demo-files --chown=node:node /src /app
# before VOLUME, so that a new volume starts out owned by node
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000 4000
# both programs: the app is up, and the mock backend can reach its database
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const up = (port, path) => fetch('http://localhost:' + port + path).then((r) => { if (!r.ok) throw new Error(path) }); Promise.all([up(process.env.PORT || 3000, '/healthz'), up(process.env.MOCK_PORT || 4000, '/readyz')]).then(() => process.exit(0), () => process.exit(1))"
CMD ["node", "scripts/demo.js", "--no-build"]
