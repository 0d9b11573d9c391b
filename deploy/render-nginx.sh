#!/bin/sh
# Writes the proxy's server configuration from deploy/nginx.conf.template, then runs the command that
# follows, if any. The Docker image runs it as it starts; scripts/deploy runs it before starting nginx.
#
#   render-nginx.sh TEMPLATE OUTPUT [COMMAND ...]
#
#   API_UPSTREAMS  the API replicas, host:port separated by spaces (Docker's DNS name balances replicas)
#   PATIENT_LISTEN, DOCTOR_LISTEN  what each origin listens on (a port, or address:port)
#   PATIENT_ROOT, DOCTOR_ROOT      the built apps
#
# Only these names are replaced (envsubst's list): nginx's own $variables pass through untouched.
# Relative includes (proxy-common.conf, static-app.conf) are found beside nginx's main configuration.
set -eu
template=$1
output=$2
shift 2
: "${API_UPSTREAMS:?API_UPSTREAMS must name the API replicas (host:port ...)}"
: "${PATIENT_LISTEN:?}" "${DOCTOR_LISTEN:?}" "${PATIENT_ROOT:?}" "${DOCTOR_ROOT:?}"
API_SERVERS=''
for address in $API_UPSTREAMS; do
  API_SERVERS="${API_SERVERS}  server ${address};
"
done
export API_SERVERS PATIENT_LISTEN DOCTOR_LISTEN PATIENT_ROOT DOCTOR_ROOT
envsubst '${API_SERVERS} ${PATIENT_LISTEN} ${DOCTOR_LISTEN} ${PATIENT_ROOT} ${DOCTOR_ROOT}' <"$template" >"$output"
if [ "$#" -gt 0 ]; then exec "$@"; fi
