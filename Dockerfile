# The demo in one image: the app (port 3000) and the bundled mock backend (port 4000), started
# together by scripts/demo.js, which migrates the SQLite database in /app/data, seeds it when it
# is empty, starts both programs and prints the address and the demo login.
#   docker compose up --build          (see docker-compose.yml)
# No Docker engine runs on the development machines, so this image cannot be built there. It
# is kept to the README's own steps, which the tests do run: npm ci (the mock workspace's
# postinstall runs prisma generate), npm run build, npm prune --omit=dev, then the demo with the
# build made here.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# the workspaces' package.json files (npm ci installs the app, packages/contract and the mock
# server) and what the mock's postinstall (prisma generate) needs, so the dependency layer is
# cached on its own
COPY package.json package-lock.json prisma.config.ts ./
COPY packages/contract/package.json ./packages/contract/
COPY mock-server/package.json ./mock-server/
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
# The demo runs the mock server too, so the image keeps the mock workspace's dependencies (tsx,
# Prisma, faker, socket.io, multer); only devDependencies (the Remix compiler, the test tools)
# go after the build. An image of the app alone would install only the root and the contract
# package: npm ci --omit=dev --include-workspace-root --workspace=@member-wallet/contract
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
# SESSION_SECRET: scripts/demo.js makes a random one at each start unless it is set.
# MOCK_HOST: inside the container the published port reaches the mock on the container's own
# network address, not loopback (the mock listens on loopback only by default).
ENV NODE_ENV=production \
    PORT=3000 \
    MOCK_PORT=4000 \
    MOCK_HOST=0.0.0.0 \
    DATABASE_URL=file:/app/data/mock.db \
    INSECURE_COOKIES=1
COPY --from=build --chown=node:node /app /app
# before VOLUME, so that a new volume starts out owned by node
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000 4000
# both programs: the app is up, and the mock backend can reach its database
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const up = (port, path) => fetch('http://localhost:' + port + path).then((r) => { if (!r.ok) throw new Error(path) }); Promise.all([up(process.env.PORT || 3000, '/healthz'), up(process.env.MOCK_PORT || 4000, '/readyz')]).then(() => process.exit(0), () => process.exit(1))"
CMD ["node", "scripts/demo.js", "--no-build"]
