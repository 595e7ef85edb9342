# shellcheck shell=bash
# The system's part of deploy/bin/setup: packages, Node, swap, the user, the folders,
# PostgreSQL. Each step looks before it acts and counts what it changed (system-files.sh), so
# a second run changes nothing and says so.
install_packages() {
  local database="$1" instances="$2" wanted=(caddy rclone git curl ca-certificates openssl xz-utils) missing=()
  [ "$database" = postgres ] && wanted+=(postgresql postgresql-client)
  [ "$instances" -gt 1 ] && wanted+=(redis-server)
  local package
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  note_change "packages ${missing[*]}"
}

# Node ≥ 20.19 (the distributions ship 18): the official build from nodejs.org, checked
# against its published SHA-256, in /usr/local.
ensure_node() {
  if command -v node >/dev/null &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'; then
    return 0
  fi
  local arch base tarball work
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) fail "no Node build for $(uname -m)" ;; esac
  base="https://nodejs.org/dist/latest-v22.x"
  work="$(mktemp -d)"
  curl -fsSL "$base/SHASUMS256.txt" -o "$work/SHASUMS256.txt"
  tarball="$(grep -o "node-v[0-9.]*-linux-$arch.tar.xz" "$work/SHASUMS256.txt" | head -1)"
  curl -fsSL "$base/$tarball" -o "$work/$tarball"
  (cd "$work" && grep " $tarball\$" SHASUMS256.txt | sha256sum --check --status) ||
    fail "the Node download did not match its checksum"
  tar -xJf "$work/$tarball" -C /usr/local --strip-components=1 --exclude='*/README.md' \
    --exclude='*/LICENSE' --exclude='*/CHANGELOG.md'
  rm -rf "$work"
  note_change "Node $(node --version) in /usr/local"
}

# Building a release (Vite) takes about 1 GB beside the running site: a server with less than
# 2 GB and no swap gets a 1 GB swap file (kept: later upgrades build too). Where the kernel
# does not allow one (some containers), setup says so and goes on.
ensure_swap() {
  local memory_kb
  memory_kb="$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)"
  [ "$memory_kb" -ge 2000000 ] && return 0
  [ -n "$(swapon --show --noheadings)" ] && return 0
  if fallocate -l 1G /swapfile && chmod 600 /swapfile && mkswap /swapfile >/dev/null &&
    swapon /swapfile; then
    grep -q '^/swapfile ' /etc/fstab || echo '/swapfile none swap sw 0 0' >>/etc/fstab
    note_change "a 1 GB swap file for building"
  else
    rm -f /swapfile
    say "  note: no swap could be made here; building a release may run out of memory"
  fi
}

ensure_service_user() {
  id -u "$service_user" >/dev/null 2>&1 && return 0
  useradd --system --user-group --home-dir /var/lib/kodeveda --shell /usr/sbin/nologin "$service_user"
  note_change "user $service_user"
}

ensure_folders() {
  local spec path mode owner
  for spec in "$data_dir 0750 $service_user:$service_user" "$etc_dir 0750 root:$service_user" \
    "$app_dir 0755 root:root" "$releases_dir 0755 root:root"; do
    read -r path mode owner <<<"$spec"
    if [ -d "$path" ] && [ "$(stat -c %a "$path")" = "${mode#0}" ] &&
      [ "$(stat -c %U:%G "$path")" = "$owner" ]; then
      continue
    fi
    install -d -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$path"
    note_change "$path"
  done
}

# A role and a database named kodeveda, reached over the local socket as the kodeveda user
# (peer authentication: no password to keep).
ensure_postgres_database() {
  local sql=(runuser -u postgres -- psql -tAc)
  if [ "$(cd / && "${sql[@]}" "select 1 from pg_roles where rolname = 'kodeveda'")" != 1 ]; then
    (cd / && runuser -u postgres -- createuser kodeveda)
    note_change "PostgreSQL role kodeveda"
  fi
  if [ "$(cd / && "${sql[@]}" "select 1 from pg_database where datname = 'kodeveda'")" != 1 ]; then
    (cd / && runuser -u postgres -- createdb --owner kodeveda kodeveda)
    note_change "PostgreSQL database kodeveda"
  fi
}
