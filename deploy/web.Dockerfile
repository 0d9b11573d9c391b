# syntax=docker/dockerfile:1
# Builds the patient and doctor apps, each on its own, and serves them from nginx on two ports.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.8
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json turbo.json tsconfig.base.json eslint.config.js ./
COPY apps ./apps
COPY packages ./packages
COPY scripts ./scripts
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@telehealth/patient-web && pnpm turbo run build --filter=@telehealth/doctor-web

# Debian's nginx, with its brotli_static module for the precompressed .br files, and envsubst (gettext-base)
# for the configuration template that scripts/deploy also serves (pnpm test:deploy).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx.conf.template /etc/nginx/templates/nginx.conf.template
COPY deploy/render-nginx.sh /usr/local/bin/render-nginx.sh
COPY deploy/proxy-common.conf deploy/static-app.conf deploy/security-headers.conf /etc/nginx/
COPY --from=build /repo/apps/patient-web/dist /usr/share/nginx/patient
COPY --from=build /repo/apps/doctor-web/dist /usr/share/nginx/doctor
# The compose file's values; API_UPSTREAMS is Docker's name for the API replicas.
ENV API_UPSTREAMS=api:3000 \
  PATIENT_LISTEN=8080 \
  DOCTOR_LISTEN=8081 \
  PATIENT_ROOT=/usr/share/nginx/patient \
  DOCTOR_ROOT=/usr/share/nginx/doctor
EXPOSE 8080 8081
CMD ["render-nginx.sh", "/etc/nginx/templates/nginx.conf.template", "/etc/nginx/conf.d/default.conf", "nginx", "-g", "daemon off;"]
