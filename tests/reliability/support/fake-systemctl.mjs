#!/usr/bin/env node
/**
 * systemctl for the deploy tests, on machines where systemd is not PID 1: it runs the units
 * deploy/bin/setup installed under KODEVEDA_ROOT as systemd would for what the deploy
 * commands use (ExecStart in WorkingDirectory, with EnvironmentFile and Environment, %i
 * replaced, paths taken under KODEVEDA_ROOT), and writes every call to calls.log so a test
 * can tell what a command did. Only kodeveda@<port>.service is run; other units are noted.
 * State (pids, enabled units, logs) lives in FAKE_SYSTEMD_DIR.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.env.KODEVEDA_ROOT ?? "";
const state = process.env.FAKE_SYSTEMD_DIR;
if (!state) throw new Error("FAKE_SYSTEMD_DIR is not set");
fs.mkdirSync(state, { recursive: true });
const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
fs.appendFileSync(path.join(state, "calls.log"), `${process.argv.slice(2).join(" ")}\n`);

const enabledFile = path.join(state, "enabled.json");
const enabled = new Set(
  fs.existsSync(enabledFile) ? JSON.parse(fs.readFileSync(enabledFile, "utf8")) : [],
);
const saveEnabled = () => fs.writeFileSync(enabledFile, JSON.stringify([...enabled]));
const instance = (unit) => /^kodeveda@(\d+)\.service$/.exec(unit)?.[1];
const pidFile = (port) => path.join(state, `kodeveda@${port}.pid`);
const under = (file) => (file.startsWith("/") ? path.join(root, file) : file);

function unitSettings(port) {
  const text = fs.readFileSync(path.join(root, "etc/systemd/system/kodeveda@.service"), "utf8");
  const settings = { env: {}, exec: "", cwd: "/" };
  for (const line of text.replaceAll("%i", port).split("\n")) {
    const [key, ...rest] = line.split("=");
    const value = rest.join("=");
    if (key === "ExecStart") settings.exec = value;
    if (key === "WorkingDirectory") settings.cwd = under(value);
    if (key === "Environment") {
      for (const pair of value.split(/\s+/)) settings.env[pair.split("=")[0]] = pair.split("=")[1];
    }
    if (key === "EnvironmentFile") {
      for (const entry of fs.readFileSync(under(value), "utf8").split("\n")) {
        const match = /^([A-Z_][A-Z0-9_]*)='?(.*?)'?$/.exec(entry);
        if (match) settings.env[match[1]] = match[2];
      }
    }
  }
  return settings;
}

async function stop(port) {
  if (!fs.existsSync(pidFile(port))) return;
  const pid = Number(fs.readFileSync(pidFile(port), "utf8"));
  fs.rmSync(pidFile(port));
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  // systemd waits for the process to end (TimeoutStopSec), then kills it.
  for (let waited = 0; waited < 20_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
}

function start(port) {
  const { env, exec, cwd } = unitSettings(port);
  const [command, ...commandArgs] = exec.split(/\s+/);
  const log = fs.openSync(path.join(state, `kodeveda@${port}.log`), "a");
  const child = spawn(command, commandArgs, {
    cwd: fs.realpathSync(cwd),
    env: { PATH: process.env.PATH, ...env },
    detached: true,
    stdio: ["ignore", log, log],
  });
  fs.writeFileSync(pidFile(port), String(child.pid));
  child.unref();
}

const activeFile = path.join(state, "active.json");
const active = new Set(
  fs.existsSync(activeFile) ? JSON.parse(fs.readFileSync(activeFile, "utf8")) : [],
);
const saveActive = () => fs.writeFileSync(activeFile, JSON.stringify([...active]));
function running(port) {
  if (!fs.existsSync(pidFile(port))) return false;
  try {
    process.kill(Number(fs.readFileSync(pidFile(port), "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

const now = process.argv.includes("--now");
const [verb, ...units] = args;
for (const unit of units) {
  const port = instance(unit);
  if (verb === "is-enabled") process.exit(enabled.has(unit) ? 0 : 1);
  if (verb === "is-active") process.exit((port ? running(port) : active.has(unit)) ? 0 : 1);
  if (verb === "enable") enabled.add(unit);
  if (verb === "disable") enabled.delete(unit);
  saveEnabled();
  const stopping = verb === "stop" || verb === "restart" || (verb === "disable" && now);
  const starting = verb === "start" || verb === "restart" || (verb === "enable" && now);
  if (stopping) active.delete(unit);
  if (starting) active.add(unit);
  saveActive();
  if (!port) continue;
  if (stopping) await stop(port);
  if (starting) start(port);
}
