# shellcheck shell=bash
env_changed=0
# The site's part of deploy/bin/setup: its settings, secrets, units and proxy. Like the
# system part (setup-system.sh), each step looks before it acts and counts what it changed.

write_deploy_conf() {
  local domain="$1" email="$2" instances="$3" database="$4" source="$5" ports="" i draft
  for i in $(seq 1 "$instances"); do ports="$ports $((first_port + i - 1))"; done
  draft="$(mktemp)"
  cat >"$draft" <<CONF
# Written by deploy/bin/setup; read by setup, upgrade and rollback.
KODEVEDA_DOMAIN='$domain'
KODEVEDA_ACME_EMAIL='$email'
KODEVEDA_INSTANCES='$instances'
KODEVEDA_DATABASE='$database'
KODEVEDA_PORTS='${ports# }'
KODEVEDA_SOURCE='$source'
CONF
  place_file "$draft" "$deploy_conf" 0644 root:root || true
  rm -f "$draft"
  draft="$(mktemp)"
  cat >"$draft" <<CONF
KODEVEDA_DOMAIN=$domain
KODEVEDA_ACME_EMAIL=$email
KODEVEDA_UPSTREAMS=$(for port in ${ports}; do printf '127.0.0.1:%s ' "$port"; done)
CONF
  place_file "$draft" "$etc_dir/caddy.env" 0644 root:root && caddy_changed=1
  rm -f "$draft"
}

# The secrets and settings the instances read (systemd's EnvironmentFile, also sourced by
# the commands here: one value per line, in single quotes). Written once: a second run never
# replaces what the company has filled in since.
write_env_file() {
  local domain="$1" database="$2" instances="$3" draft secret
  if [ -f "$env_file" ]; then
    grep -q "^SITE_URL='https://$domain'$" "$env_file" ||
      say "  note: SITE_URL in $env_file is not https://$domain; edit it if the domain changed"
    if [ "$database" = postgres ] && ! grep -q "^DATABASE_URL='postgres" "$env_file"; then
      fail "the site still runs on SQLite. Move its data to the PostgreSQL database setup made, then
  set DATABASE_URL='postgres://kodeveda@%2Fvar%2Frun%2Fpostgresql/kodeveda' in $env_file and run
  setup again: docs/backups.md, \"Moving from SQLite to PostgreSQL\""
    fi
    if [ "$instances" -gt 1 ] && ! grep -q "^REDIS_URL=" "$env_file"; then
      printf "REDIS_URL='redis://127.0.0.1:6379'\n" >>"$env_file"
      note_change "$env_file (REDIS_URL, for the form limit shared by the instances)"
      env_changed=1
    fi
  else
    secret="$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
    draft="$(mktemp)"
    cat >"$draft" <<ENV
# The site's configuration (.env.example in the release explains every variable). Readable by
# the kodeveda user only. After editing: sudo systemctl restart 'kodeveda@*'
SITE_URL='https://$domain'
AUTH_SECRET='$secret'
TRUST_PROXY='true'
DATA_DIR='$data_dir'
MAIL_FROM='Kodeveda <no-reply@$domain>'
DKIM_PRIVATE_KEY_FILE='$etc_dir/dkim.pem'
BACKUP_KEEP='14'
ENV
    if [ "$database" = postgres ]; then
      printf "DATABASE_URL='postgres://kodeveda@%%2Fvar%%2Frun%%2Fpostgresql/kodeveda'\n" >>"$draft"
    else
      printf "DATABASE_URL='file:%s/app.db'\n" "$data_dir" >>"$draft"
    fi
    [ "$instances" -gt 1 ] && printf "REDIS_URL='redis://127.0.0.1:6379'\n" >>"$draft"
    cat >>"$draft" <<'ENV'
# Mail: smtp://user:password@smtp.zoho.in:587 (docs/operations.md lists the usual services).
# SMTP_URL=''
# Payments (docs/payments.md): STRIPE_*, RAZORPAY_*, UPI_VPA.
# Google sign-in: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET.
# Backups off the machine: an rclone remote defined by variables, e.g. an S3 bucket:
# BACKUP_RCLONE_REMOTE='offsite:kodeveda-backups'
# RCLONE_CONFIG_OFFSITE_TYPE='s3'
# RCLONE_CONFIG_OFFSITE_PROVIDER='AWS'
# RCLONE_CONFIG_OFFSITE_ACCESS_KEY_ID=''
# RCLONE_CONFIG_OFFSITE_SECRET_ACCESS_KEY=''
# RCLONE_CONFIG_OFFSITE_REGION='ap-south-1'
# A Prometheus elsewhere reads /metrics with this bearer token (32+ characters):
# METRICS_TOKEN=''
ENV
    install -m 0600 -o "$service_user" -g "$service_user" "$draft" "$env_file"
    rm -f "$draft"
    note_change "$env_file (a new AUTH_SECRET)"
    env_changed=1
  fi
  if [ "$(stat -c %a:%U "$env_file")" != "600:$service_user" ]; then
    chown "$service_user:$service_user" "$env_file"
    chmod 0600 "$env_file"
    note_change "$env_file permissions"
  fi
}

# The key the site signs its mail with (RSA 2048, as npm run mail:dns makes it), made once.
# By openssl as root, not by the release's code: root runs nothing the service user can write.
ensure_dkim_key() {
  local key="$etc_dir/dkim.pem" draft
  [ -f "$key" ] && return 0
  draft="$(mktemp)"
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$draft" 2>/dev/null
  install -m 0600 -o "$service_user" -g "$service_user" "$draft" "$key"
  rm -f "$draft"
  note_change "$key (the DKIM key)"
}

create_first_admin() {
  local output
  output="$(cd "$app_dir/current" && as_service npm run --silent admin:create -- --email "$1" --first)"
  say "$output"
  case "$output" in *"Admin ready"*) note_change "first admin $1" ;; esac
}

# Every configured instance enabled and running (restarted when its unit or environment
# changed), instances no longer configured stopped, the backup timer on, Caddy running.
start_services() {
  local port
  for port in $(instance_ports); do
    if ! systemctl is-enabled --quiet "kodeveda@$port.service"; then
      systemctl enable --now "kodeveda@$port.service"
      note_change "kodeveda@$port started"
    elif ! systemctl is-active --quiet "kodeveda@$port.service"; then
      systemctl start "kodeveda@$port.service"
      note_change "kodeveda@$port started"
    elif [ "$env_changed" -eq 1 ] || [ "$units_changed" -eq 1 ]; then
      # One at a time, as an upgrade does: the others keep serving.
      systemctl restart "kodeveda@$port.service"
    else
      continue
    fi
    wait_ready "$port" || fail "kodeveda@$port did not become ready: journalctl -u kodeveda@$port"
  done
  for port in $retired_ports; do
    systemctl disable --now "kodeveda@$port.service"
    note_change "kodeveda@$port stopped (no longer configured)"
  done
  if ! systemctl is-enabled --quiet kodeveda-backup.timer; then
    systemctl enable --now kodeveda-backup.timer
    note_change "nightly backup timer"
  fi
  apply_caddy
}
