# shellcheck shell=bash
# The files deploy/ puts in the system's folders (the units, Caddy's configuration), from the
# release that runs: setup, upgrade and rollback all install them, so a release that changes
# its unit or its proxy limits brings the change with it. Each file is written only when it
# differs, and what changed is counted.
systemd_dir="$root/etc/systemd/system"
caddy_dir="$root/etc/caddy"
changes=0
units_changed=0
caddy_changed=0

note_change() {
  changes=$((changes + 1))
  say "  changed: $*"
}

# Puts a file in place when its content, mode or owner differs; returns 0 when it did.
place_file() {
  local from="$1" to="$2" mode="$3" owner="$4"
  if cmp -s "$from" "$to" && [ "$(stat -c %a "$to")" = "${mode#0}" ] &&
    [ "$(stat -c %U:%G "$to")" = "$owner" ]; then
    return 1
  fi
  install -D -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$from" "$to"
  note_change "$to"
}

# The units and Caddy's files of the release at $1.
install_system_files() {
  local release="$1" unit dropin
  for unit in kodeveda@.service kodeveda-backup.service kodeveda-backup.timer; do
    place_file "$release/deploy/systemd/$unit" "$systemd_dir/$unit" 0644 root:root &&
      units_changed=1
  done
  dropin="$(mktemp)"
  printf '[Service]\nEnvironmentFile=/etc/kodeveda/caddy.env\n' >"$dropin"
  place_file "$dropin" "$systemd_dir/caddy.service.d/kodeveda.conf" 0644 root:root &&
    units_changed=1 && caddy_changed=1
  rm -f "$dropin"
  place_file "$release/deploy/caddy/Caddyfile" "$caddy_dir/Caddyfile" 0644 root:root &&
    caddy_changed=1
  place_file "$release/deploy/caddy/kodeveda.caddy" "$caddy_dir/kodeveda.caddy" 0644 root:root &&
    caddy_changed=1
  if [ "$units_changed" -eq 1 ]; then systemctl daemon-reload; fi
  return 0
}

# Caddy with the installed configuration: restarted when its environment or files changed
# (a reload would not read a new environment), started when it is not running.
apply_caddy() {
  if [ "$caddy_changed" -eq 1 ]; then
    systemctl enable caddy.service
    systemctl restart caddy.service
  elif ! systemctl is-active --quiet caddy.service; then
    systemctl enable --now caddy.service
    note_change "caddy started"
  fi
}
