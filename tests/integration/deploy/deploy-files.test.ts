/**
 * The files deploy/ installs, checked by the programs that will read them: Caddy adapts and
 * validates the proxy configuration, systemd-analyze verifies the units, shellcheck reads
 * the commands. And what they repeat of the app is held to the app's own values.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postBodyLimitBytes } from "#server/api/blog-posts";
import { uploadBodyLimit } from "#server/api/media";
import { webhookBodyLimitBytes } from "#server/api/payment-webhooks";
import { requestBodyLimitBytes } from "#server/http/body-limit";
import { serveEnv, serveFlags } from "../../support/server-process";
import { testDialect } from "../../support/test-database";
import { projectRoot } from "../../support/test-server";

const deploy = path.join(projectRoot, "deploy");
const caddyEnv = {
  PATH: process.env.PATH ?? "",
  HOME: os.tmpdir(),
  KODEVEDA_DOMAIN: "kodeveda.in",
  KODEVEDA_ACME_EMAIL: "ops@kodeveda.in",
  KODEVEDA_UPSTREAMS: "127.0.0.1:3001 127.0.0.1:3002",
};
const installed = (program: string) => spawnSync("which", [program]).status === 0;

interface Handler {
  handler: string;
  max_size?: number;
  routes?: Route[];
  health_checks?: { active?: { uri?: string } };
  upstreams?: { dial: string }[];
}
interface Route {
  match?: { path?: string[]; not?: { path?: string[] }[] }[];
  handle: Handler[];
}

/** Every handler of the adapted configuration with the paths its route matches. */
function handlers(routes: Route[], paths: string[] = []): { paths: string[]; handler: Handler }[] {
  return routes.flatMap((route) => {
    const matched = route.match?.[0]?.path ?? route.match?.[0]?.not?.[0]?.path?.map((p) => `!${p}`);
    return route.handle.flatMap((handler) => [
      { paths: matched ?? paths, handler },
      ...(handler.routes ? handlers(handler.routes, matched ?? paths) : []),
    ]);
  });
}

describe.skipIf(testDialect() !== "sqlite")("deploy/", () => {
  it("gives Caddy a configuration it validates, with the app's body limits and health check", () => {
    const caddyfile = path.join(deploy, "caddy/Caddyfile");
    const validate = spawnSync(
      "caddy",
      ["validate", "--config", caddyfile, "--adapter", "caddyfile"],
      {
        env: caddyEnv,
        encoding: "utf8",
      },
    );
    expect(validate.stdout + validate.stderr).toContain("Valid configuration");
    const adapted = JSON.parse(
      execFileSync("caddy", ["adapt", "--config", caddyfile, "--adapter", "caddyfile"], {
        env: caddyEnv,
        encoding: "utf8",
      }),
    ) as { apps: { http: { servers: Record<string, { routes: Route[] }> } } };
    const all = Object.values(adapted.apps.http.servers).flatMap((server) =>
      handlers(server.routes),
    );

    const limitOf = (route: string) =>
      all.find(({ paths, handler }) => handler.handler === "request_body" && paths.includes(route))
        ?.handler.max_size;
    expect(limitOf("/api/admin/media")).toBe(uploadBodyLimit);
    expect(limitOf("/api/admin/posts")).toBe(postBodyLimitBytes);
    expect(limitOf("/api/stripe/webhook")).toBe(webhookBodyLimitBytes);
    expect(limitOf("/api/razorpay/webhook")).toBe(webhookBodyLimitBytes);
    expect(limitOf("!/api/admin/media")).toBe(requestBodyLimitBytes);

    const proxy = all.find(({ handler }) => handler.handler === "reverse_proxy")?.handler;
    expect(proxy?.health_checks?.active?.uri).toBe("/readyz");
    expect(proxy?.upstreams).toEqual([{ dial: "127.0.0.1:3001" }, { dial: "127.0.0.1:3002" }]);
    // The app's precompressed answers pass through; Caddy must not compress them again.
    expect(all.map(({ handler }) => handler.handler)).not.toContain("encode");
  });

  it("has systemd units that systemd-analyze verifies, starting the server as npm run serve does", () => {
    const units = fs.mkdtempSync(path.join(os.tmpdir(), "kodeveda-units-"));
    for (const unit of fs.readdirSync(path.join(deploy, "systemd"))) {
      fs.copyFileSync(path.join(deploy, "systemd", unit), path.join(units, unit));
    }
    const verify = spawnSync(
      "systemd-analyze",
      [
        "verify",
        "--man=no",
        "kodeveda@3001.service",
        "kodeveda-backup.service",
        "kodeveda-backup.timer",
      ],
      { cwd: units, encoding: "utf8" },
    );
    fs.rmSync(units, { recursive: true });
    expect(verify.stderr).toBe("");
    expect(verify.status).toBe(0);

    const unit = fs.readFileSync(path.join(deploy, "systemd/kodeveda@.service"), "utf8");
    expect(/^ExecStart=node (.*) build\/node\/index\.js$/m.exec(unit)?.[1]?.split(" ")).toEqual(
      serveFlags(),
    );
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=(.*)$/gm)]
        .flatMap((line) => (line[1] ?? "").split(" "))
        .map((pair) => pair.split("=")),
    ) as Record<string, string>;
    expect(environment).toMatchObject(serveEnv());
    for (const hardening of [
      "NoNewPrivileges=yes",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/kodeveda",
      "User=kodeveda",
      "EnvironmentFile=/etc/kodeveda/kodeveda.env",
    ]) {
      expect(unit).toContain(`\n${hardening}\n`);
    }
  });

  it.skipIf(!installed("shellcheck"))("has commands shellcheck finds nothing in", () => {
    const commands = ["setup", "upgrade", "rollback"].map((name) => path.join(deploy, "bin", name));
    const check = spawnSync("shellcheck", ["--external-sources", ...commands], {
      encoding: "utf8",
    });
    expect(check.stdout).toBe("");
    expect(check.status).toBe(0);
  });
});
