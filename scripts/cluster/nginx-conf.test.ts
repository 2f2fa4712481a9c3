import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX, NGINX_SAMPLE } from "./cluster";
import { NginxConfError, failTimeoutMs, renderNginxConf, type NginxSite } from "./nginx-conf";

const sample = readFileSync(NGINX_SAMPLE, "utf8");
const site: NginxSite = {
  listenPort: 18080,
  upstreamPorts: [14001, 14002],
  prefix: "/tmp/nonet-nginx-test",
  runningAsRoot: false,
};

describe("the local cluster's nginx.conf, rendered from deploy/nginx/nonet.conf", () => {
  it("proxies to exactly the cluster's processes, with the sample's health checks", () => {
    const conf = renderNginxConf(sample, site);
    const servers = conf.match(/^\s*server 127\.0\.0\.1:\d+.*;$/gm)?.map((line) => line.trim());
    expect(servers).toEqual([
      "server 127.0.0.1:14001 max_fails=1 fail_timeout=10s;",
      "server 127.0.0.1:14002 max_fails=1 fail_timeout=10s;",
    ]);
    expect(conf).not.toContain(":3001");
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:18080;$/m);
    expect(conf).not.toMatch(/listen 80;/);
  });

  it("keeps everything else of the sample: upgrade, forwarded headers, stickiness, timeouts", () => {
    const conf = renderNginxConf(sample, site);
    for (const line of [
      "hash $remote_addr consistent;",
      "proxy_set_header Upgrade $http_upgrade;",
      "proxy_set_header Connection $nonet_connection_upgrade;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "proxy_set_header Host $http_host;",
      "proxy_next_upstream_tries 0;",
      "proxy_read_timeout 60s;",
      "client_max_body_size 1m;",
      "add_header X-Nonet-Upstream $upstream_addr always;",
    ]) {
      expect(conf).toContain(line);
    }
    expect(conf).toContain(`proxy_temp_path ${site.prefix}/proxy_temp;`);
    expect(conf).not.toContain("user root;");
    expect(renderNginxConf(sample, { ...site, runningAsRoot: true })).toContain("user root;");
  });

  it("refuses a sample it cannot render, saying what is missing", () => {
    expect(() => renderNginxConf(sample.replace("# BEGIN app processes", ""), site)).toThrow(
      NginxConfError,
    );
    expect(() => renderNginxConf(sample.replace(/listen 80;/, ""), site)).toThrow(/listen/);
    expect(() => renderNginxConf(sample, { ...site, upstreamPorts: [] })).toThrow(/no app process/);
  });

  it.skipIf(!existsSync(NGINX))("is a configuration nginx accepts (nginx -t)", () => {
    const prefix = mkdtempSync(join(tmpdir(), "nonet-nginx-t-"));
    try {
      mkdirSync(join(prefix, "logs"));
      const file = join(prefix, "nginx.conf");
      writeFileSync(
        file,
        renderNginxConf(sample, { ...site, prefix, runningAsRoot: process.getuid?.() === 0 }),
      );
      const output = execFileSync(
        NGINX,
        ["-t", "-p", prefix, "-e", "stderr", "-c", file, "-g", `pid ${prefix}/nginx.pid;`],
        { stdio: "pipe" },
      );
      expect(output.toString()).toBe("");
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

it("reads how long nginx skips a process that refused a connection (fail_timeout)", () => {
  expect(failTimeoutMs(renderNginxConf(sample, site))).toBe(10_000);
  expect(failTimeoutMs("upstream a {\n  server 127.0.0.1:1 max_fails=1 fail_timeout=3s;\n}")).toBe(
    3_000,
  );
  expect(failTimeoutMs("upstream a {\n  server 127.0.0.1:1;\n}")).toBe(10_000);
});
