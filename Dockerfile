# Multi-stage build of the portal and the platform (one image, two commands).
# syntax=docker/dockerfile:1
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# PORTAL_DEPLOYED, PLATFORM_DEPLOYED: a real deployment; the portal refuses to start without SESSION_SECRET,
# either refuses the demo's SMS outbox (SMS_PROVIDER must name a provider) (docs/security.md).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PORTAL_DEPLOYED=1 PLATFORM_DEPLOYED=1
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./
COPY contract ./contract
COPY bff ./bff
COPY server ./server
COPY platform ./platform
COPY locales ./locales
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The portal; the platform runs the same image with: node platform/main.ts
CMD ["node", "server/main.ts"]
