# shellcheck shell=bash
# Shared by deploy/bin/*: where things live on the server, and the steps setup, upgrade and
# rollback have in common. KODEVEDA_ROOT puts every path under another folder, which is how
# the tests run these commands in a throwaway root on a machine without systemd.
set -euo pipefail

root="${KODEVEDA_ROOT:-}"
deploy_lib="$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
service_user="${KODEVEDA_USER:-kodeveda}"
app_dir="$root/opt/kodeveda"
releases_dir="$app_dir/releases"
etc_dir="$root/etc/kodeveda"
data_dir="$root/var/lib/kodeveda"
env_file="$etc_dir/kodeveda.env"
deploy_conf="$etc_dir/deploy.conf"
# The instances listen on 127.0.0.1:3001, 3002, …
first_port="${KODEVEDA_FIRST_PORT:-3001}"
# How long an instance gets to answer /readyz after a start: a cold start compresses the
# pages for the site's origin, seconds on a small server.
ready_timeout="${KODEVEDA_READY_TIMEOUT:-90}"

say() { printf '%s\n' "$*"; }
fail() {
  printf 'deploy: %s\n' "$*" >&2
  exit 1
}

require_root() {
  [ "$(id -u)" -eq 0 ] || fail "run this as root (sudo $0 …)"
}

# A command as the service user, with the site's configuration loaded as systemd loads it.
as_service() {
  local command="set -a; . '$env_file'; set +a; exec \"\$@\""
  if [ "$(id -un)" = "$service_user" ]; then
    bash -c "$command" bash "$@"
  else
    runuser -u "$service_user" -- bash -c "$command" bash "$@"
  fi
}

# Without the configuration: building needs none, and must not read the secrets.
as_builder() {
  if [ "$(id -un)" = "$service_user" ]; then "$@"; else runuser -u "$service_user" -- "$@"; fi
}

# git in the checkout as the user who owns it: root's git refuses another user's repository
# ("dubious ownership"), and a fetch as root would leave files the owner cannot write.
as_checkout_owner() {
  local owner
  owner="$(stat -c %U "$source_repo")"
  if [ "$(id -un)" = "$owner" ]; then "$@"; else runuser -u "$owner" -- "$@"; fi
}

# One deploy command at a time: two would build into and switch the same links.
hold_deploy_lock() {
  mkdir -p "$root/run"
  exec 9>"$root/run/kodeveda-deploy.lock"
  flock -n 9 || fail "another deploy command is running"
  # A closed SSH session must not stop an upgrade half-way through its restarts.
  trap '' HUP
}

instance_ports() {
  # shellcheck disable=SC1090
  . "$deploy_conf"
  printf '%s\n' $KODEVEDA_PORTS
}

# Waits until 127.0.0.1:<port>/readyz answers 200, or the timeout passes.
wait_ready() {
  local port="$1" deadline=$((SECONDS + ready_timeout))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if curl --silent --fail --max-time 2 "http://127.0.0.1:$port/readyz" >/dev/null; then
      return 0
    fi
    sleep 1
  done
  return 1
}

# Restarts the instances one at a time, each ready before the next goes down, so the proxy
# always has one to send requests to (with one instance, a few seconds of retries).
restart_instances() {
  local port first=1
  for port in $(instance_ports); do
    # Caddy checks /readyz every second: the instance just restarted must be back in its
    # rotation before the next one leaves it, or for a moment there would be none.
    [ "$first" -eq 1 ] || sleep 3
    first=0
    say "Restarting kodeveda@$port"
    systemctl restart "kodeveda@$port.service"
    wait_ready "$port" || return 1
  done
}

current_release() { readlink "$app_dir/current" 2>/dev/null || true; }

# Points current at a release in one step (a new link renamed over the old one), so a
# process starting at that moment sees one release or the other, never none.
switch_current() {
  ln -sfn "$1" "$app_dir/current.new"
  mv -T "$app_dir/current.new" "$app_dir/current"
}

# Builds a commit of the source checkout into releases/<commit>. A
# release already built is used as it is; a build that fails leaves nothing behind.
build_release() {
  local source="$1" commit="$2" release="$releases_dir/$2"
  if [ -f "$release/.built" ]; then
    say "Release $commit is built already"
    return 0
  fi
  rm -rf "$release"
  install -d -o "$service_user" -g "$service_user" "$release"
  as_checkout_owner git -C "$source" archive "$commit" | as_builder tar -x -C "$release"
  # Packages already installed for exactly this lockfile (by the running release, or in the
  # checkout) are linked rather than downloaded again: npm ci replaces files, never writes
  # into them, so the releases never change each other's.
  local donor linked=""
  for donor in "$(current_release)" "$source"; do
    if [ -z "$donor" ] || ! node "$deploy_lib/same-packages.mjs" "$donor" "$release"; then
      continue
    fi
    # Linking another user's files is refused where fs.protected_hardlinks is on.
    if as_builder cp -al "$donor/node_modules" "$release/node_modules" 2>/dev/null; then
      linked=1
      break
    fi
    rm -rf "$release/node_modules"
  done
  if [ -z "$linked" ]; then
    (cd "$release" && as_builder npm ci --no-audit --no-fund --prefer-offline) ||
      { rm -rf "$release"; return 1; }
  fi
  if ! (cd "$release" && as_builder npm run build); then
    rm -rf "$release"
    return 1
  fi
  touch "$release/.built"
}

# Brings the database's schema up to date once, before any instance restarts on it.
migrate_database() {
  (cd "$1" && as_service npm run --silent db:migrate)
}
