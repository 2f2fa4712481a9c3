/**
 * Renders deploy/nginx/nonet.conf for a local cluster: the sample's upstream servers and
 * listen line replaced, a header naming the process that answered added, and the few
 * main-context lines nginx needs to run unprivileged from a temporary prefix. Pure, so the
 * rendering is tested without starting nginx.
 */

/** What the local cluster changes in the sample. */
export interface NginxSite {
  /** The loopback port nginx listens on. */
  listenPort: number;
  /** One app process per port, all on 127.0.0.1. */
  upstreamPorts: readonly number[];
  /** The temp directory nginx runs in (its -p prefix): temp files live there. */
  prefix: string;
  /** Adds `user root;` (nginx started by root would otherwise run workers as nobody, who
   * cannot write the temp directories). */
  runningAsRoot: boolean;
}

/** The response header that names the process (`127.0.0.1:port`) that answered. */
export const UPSTREAM_HEADER = "x-nonet-upstream";

const BEGIN = "# BEGIN app processes";
const END = "# END app processes";

export class NginxConfError extends Error {
  constructor(message: string) {
    super(`deploy/nginx/nonet.conf: ${message}`);
    this.name = "NginxConfError";
  }
}

/**
 * How long nginx skips an app process after a refused connection (the longest
 * `fail_timeout` of the upstream's servers; nginx's default is 10 s).
 */
export function failTimeoutMs(conf: string): number {
  const seconds = [...conf.matchAll(/^\s*server\s[^;]*\bfail_timeout=(\d+)s\b/gm)].map((m) =>
    Number(m[1]),
  );
  return (seconds.length > 0 ? Math.max(...seconds) : 10) * 1000;
}

/** The whole nginx.conf for `nginx -p prefix -c <file>`, from the sample's text. */
export function renderNginxConf(sample: string, site: NginxSite): string {
  if (site.upstreamPorts.length === 0) throw new NginxConfError("no app process to proxy to");
  const lines = sample.split("\n");
  const begin = lines.findIndex((line) => line.trim().startsWith(BEGIN));
  const end = lines.findIndex((line) => line.trim().startsWith(END));
  if (begin < 0 || end < begin) {
    throw new NginxConfError(`the upstream needs its "${BEGIN}" and "${END}" lines`);
  }
  const indent = lines[begin].slice(0, lines[begin].indexOf("#"));
  const example = lines.slice(begin + 1, end).find((line) => /^\s*server\s/.test(line));
  // The sample's health-check parameters (max_fails, fail_timeout) are kept as written.
  const parameters =
    example
      ?.trim()
      .replace(/^server\s+\S+\s*/, "")
      .replace(/;$/, "") ?? "";
  const servers = site.upstreamPorts.map(
    (port) => `${indent}server 127.0.0.1:${port}${parameters ? ` ${parameters}` : ""};`,
  );
  const body = [...lines.slice(0, begin + 1), ...servers, ...lines.slice(end)];

  const listen = body.findIndex((line) => /^\s*listen\s/.test(line));
  if (listen < 0) throw new NginxConfError("no listen line in the server block");
  body[listen] = body[listen].replace(/listen\s[^;]*;.*$/, `listen 127.0.0.1:${site.listenPort};`);

  const location = body.findIndex((line) => /^\s*location \/ \{/.test(line));
  if (location < 0) throw new NginxConfError('no "location / {" block');
  const inner = `${body[location].slice(0, body[location].indexOf("location"))}    `;
  // Tests and the loadtest tell which process served a request (not for production: it
  // shows internal addresses).
  body.splice(location + 1, 0, `${inner}add_header X-Nonet-Upstream $upstream_addr always;`);

  const temp = (name: string) => `${name}_temp_path ${site.prefix}/${name}_temp;`;
  return [
    "# Rendered by scripts/cluster from deploy/nginx/nonet.conf: do not edit.",
    ...(site.runningAsRoot ? ["user root;"] : []),
    "worker_processes 1;",
    "events { worker_connections 8192; }",
    // A reconnect storm holds two descriptors per socket (client and upstream).
    "worker_rlimit_nofile 20000;",
    "http {",
    "  access_log off;",
    `  ${temp("client_body")}`,
    `  ${temp("proxy")}`,
    `  ${temp("fastcgi")}`,
    `  ${temp("uwsgi")}`,
    `  ${temp("scgi")}`,
    ...body.map((line) => (line ? `  ${line}` : line)),
    "}",
    "",
  ].join("\n");
}
